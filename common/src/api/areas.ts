import type { MessageBody } from './envelope';

export interface Area {
  id: number;
  name: string;
  /** true = Ativo, false = Inativo */
  status: boolean;
  /** Offered to providers and requesters (active and not deleted). */
  visible: boolean;
}

/** Public `GET /v1/area` entry. */
export interface PublicArea {
  id: number;
  name: string;
  visible: boolean;
}

/** `POST /v1/area` */
export interface CreateAreaRequest {
  name: string;
}
export interface CreateAreaResponse extends MessageBody {
  data: { id: number };
}

/** `PUT /v1/admin/area` */
export interface UpdateAreaRequest {
  id: number;
  name: string;
  status: boolean;
}
