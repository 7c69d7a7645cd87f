import type { ServiceListing } from '@conectasst/common/api/demands';

/** Spec §3: contributors is 'Mais' or two numbers shown as 'Entre X e Y'. */
export function contributorsLabel(contributors: string): string {
  const [from, to] = contributors.split(',');
  return to ? `Entre ${from} e ${to}` : 'Mais de 500';
}

/** Seats still free on the demand (5 minus the providers subscribed). */
export const seatsLeft = (listing: Pick<ServiceListing, 'subs' | 'max_subs'>) =>
  Math.max(0, listing.max_subs - listing.subs);
/** The seats still free, said as such: "5 vagas restantes", "1 vaga restante", "Nenhuma vaga restante" (issue #19). */
export const seatsLeftLabel = (listing: Pick<ServiceListing, 'subs' | 'max_subs'>) => {
  const left = seatsLeft(listing);
  if (left === 0) return 'Nenhuma vaga restante';
  return left === 1 ? '1 vaga restante' : `${left} vagas restantes`;
};

export const isExpired = (listing: ServiceListing, now = Date.now()) => new Date(listing.expires_date).getTime() <= now;
