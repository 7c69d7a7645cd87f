/** Base64 of the UTF-8 bytes of `text` (btoa alone rejects characters outside Latin-1, such as some e-mail names). */
export function encodeBase64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
