import { fileConfirmedDemand, type DemandBody, type FiledDemand } from '../../test-support/demands';

/** A service of the public catalogue, as the home's picker lists it. */
export interface CatalogueService {
  id: number;
  name: string;
  area: number;
}

/** The first page of the public catalogue (`GET /v1/services?page=1`). */
export async function catalogueServices(app: { readonly url: string }): Promise<CatalogueService[]> {
  const body = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as { data: { data: CatalogueService[] } };
  return body.data.data;
}

/** What a test changes in the demand of `aDemandFor`, step by step (the e-mail's confirmation follows `contact.Email`). */
export interface DemandChanges {
  primary?: Record<string, unknown>;
  location?: Record<string, unknown>;
  contact?: Record<string, unknown> & { Email?: string };
}

/**
 * The body of `POST /v1/demanda` for `serviceId` as the wizard sends it: Renata Figueiredo's chemical plant in
 * Contagem/MG (101 to 200 employees, as soon as possible, "Laudos de insalubridade."), mailed to renata@quimica.com.br,
 * with `changes` over its steps.
 */
export function aDemandFor(serviceId: number, changes: DemandChanges = {}): DemandBody {
  const email = changes.contact?.Email ?? 'renata@quimica.com.br';
  return {
    nrs: [serviceId],
    terms: true,
    primary: {
      branchOfTheCompany: 'Indústria',
      companyType: 'Química',
      numberOfemployees: '101 a 200',
      maxDate: 'O mais rápido possível',
      ...changes.primary,
    },
    location: {
      UF: 'MG',
      City: 'Contagem',
      Street: 'Cinco',
      Contact: 'Sem preferência',
      About: 'Laudos de insalubridade.',
      ...changes.location,
    },
    contact: {
      Name: 'Renata',
      Surname: 'Figueiredo',
      CorporateName: 'Química Contagem S.A.',
      DepartmentName: 'Proprietário(a) / CEO',
      Email: email,
      ConfirmEmail: email,
      Phone: '31987654321',
      ...changes.contact,
    },
  };
}

/**
 * `aDemandFor` the catalogue's first service, filed and confirmed from the e-mailed link as the requester does, so
 * providers see it (ADR 0080): its id, the requester's page token and the log position of the confirmation.
 */
export async function fileConfirmedDemandForFirstService(
  app: { readonly url: string },
  changes: DemandChanges = {},
): Promise<FiledDemand> {
  const [service] = await catalogueServices(app);
  return fileConfirmedDemand(app.url, aDemandFor(service!.id, changes));
}
