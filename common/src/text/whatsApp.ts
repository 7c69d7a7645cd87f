/** "Chamar no WhatsApp" (issue #36 item 3): links for Brazilian mobile numbers only. */

/** Brazilian mobile: DDD + 9 digits starting with 9 (after dropping +55 and a trunk 0). The digits for wa.me, or null. */
export function whatsAppDigits(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[1-9]{2}9\d{8}$/.test(digits) ? digits : null;
}

/** "Chamar no WhatsApp": `https://wa.me/55<digits>?text=…` with a Portuguese message naming the demand; null unless a mobile. */
export function whatsAppLink(phone: string | null | undefined, message: string): string | null {
  const digits = whatsAppDigits(phone);
  return digits ? `https://wa.me/55${digits}?text=${encodeURIComponent(message)}` : null;
}
