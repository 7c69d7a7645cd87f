import { AREA_NAME_MAX, areaMessages } from '@conectasst/common/rules/areaRules';
import * as yup from 'yup';

export interface AreaFormValues {
  name: string;
  /** Situação: true = Ativo, false = Inativo (edit only). */
  status: boolean;
}

export const areaSchema = yup.object({
  name: yup.string().trim().required(areaMessages.nameRequired).max(AREA_NAME_MAX, areaMessages.nameTooLong),
  status: yup.boolean().required(),
});
