import type { CnaeClassView } from '@conectasst/common/api/cnae';
import { cnaeMessages } from '@conectasst/common/api/cnae';
import type { CnaeClass } from '@conectasst/common/referenceData/cnae';
import { CNAE_GRADE_SOURCE, gradeLabel, parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import { HttpError } from '@conectasst/platform/http/httpError';

export const cnaeView = (c: CnaeClass): CnaeClassView => ({
  code: c.code,
  name: c.name,
  grade: c.grade,
  gradeLabel: gradeLabel[c.grade],
  section: c.section,
  source: CNAE_GRADE_SOURCE,
});

/** The class of a code typed by a user, or a 400/404 with a Portuguese message. */
export function findCnaeClass(input: string): CnaeClass {
  const parsed = parseCnaeCode(input);
  if (!parsed.ok) throw new HttpError(400, cnaeMessages.malformed);
  const found = loadCnaeTable().find(parsed.classCode);
  if (!found) throw new HttpError(404, cnaeMessages.notFound(parsed.classCode));
  return found;
}
