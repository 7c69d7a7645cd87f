import { toSearchText } from '../text/searchText';

/**
 * CNAE 2.0 classes with their risk grade (grau de risco) from NR-4, Anexo I. The data is the CSV beside this file,
 * copied verbatim from ../shared/data (docs/diagnostico.md); this module only reads it, so front and back share one
 * parser, one code normaliser and one search.
 */

/** Shown wherever the product shows a grade. */
export const CNAE_GRADE_SOURCE = 'NR-4, Anexo I';

export type RiskGrade = 1 | 2 | 3 | 4;
export const RISK_GRADES: readonly RiskGrade[] = [1, 2, 3, 4];

export interface CnaeClass {
  /** `NN.NN-D` as usually written (the last digit is the check digit). */
  code: string;
  name: string;
  grade: RiskGrade;
  /** CNAE section letter, A to U. */
  section: string;
}

/** What each grade means, in plain Portuguese (NR-4: 1 = baixo … 4 = alto). */
export const gradeLabel: Record<RiskGrade, string> = { 1: 'baixo', 2: 'médio-baixo', 3: 'médio-alto', 4: 'alto' };
export const gradeMeaning: Record<RiskGrade, string> = {
  1: 'Grau de risco 1 (baixo): atividades com poucos riscos à saúde e à segurança, como escritórios e serviços administrativos.',
  2: 'Grau de risco 2 (médio-baixo): riscos moderados, como no comércio e em muitos serviços; exige programas e exames, sem equipe própria de segurança até 500 empregados.',
  3: 'Grau de risco 3 (médio-alto): riscos relevantes, como na indústria, construção e transporte; a empresa precisa de SESMT próprio a partir de 101 empregados.',
  4: 'Grau de risco 4 (alto): riscos elevados, como mineração, construção pesada e atividades com explosivos; SESMT próprio a partir de 50 empregados.',
};

/** "Grau de risco 2" / "Grau de risco não informado" (demands filed without a listed CNAE). */
export const riskGradeText = (grade: number | null | undefined) =>
  grade ? `Grau de risco ${grade}` : 'Grau de risco não informado';

/** CNAE 2.0 sections (A–U) by the first two digits of the class (its division). */
export const CNAE_SECTIONS: readonly { letter: string; name: string; from: number; to: number }[] = [
  { letter: 'A', name: 'Agricultura, pecuária, produção florestal, pesca e aquicultura', from: 1, to: 3 },
  { letter: 'B', name: 'Indústrias extrativas', from: 5, to: 9 },
  { letter: 'C', name: 'Indústrias de transformação', from: 10, to: 33 },
  { letter: 'D', name: 'Eletricidade e gás', from: 35, to: 35 },
  { letter: 'E', name: 'Água, esgoto, atividades de gestão de resíduos e descontaminação', from: 36, to: 39 },
  { letter: 'F', name: 'Construção', from: 41, to: 43 },
  { letter: 'G', name: 'Comércio; reparação de veículos automotores e motocicletas', from: 45, to: 47 },
  { letter: 'H', name: 'Transporte, armazenagem e correio', from: 49, to: 53 },
  { letter: 'I', name: 'Alojamento e alimentação', from: 55, to: 56 },
  { letter: 'J', name: 'Informação e comunicação', from: 58, to: 63 },
  { letter: 'K', name: 'Atividades financeiras, de seguros e serviços relacionados', from: 64, to: 66 },
  { letter: 'L', name: 'Atividades imobiliárias', from: 68, to: 68 },
  { letter: 'M', name: 'Atividades profissionais, científicas e técnicas', from: 69, to: 75 },
  { letter: 'N', name: 'Atividades administrativas e serviços complementares', from: 77, to: 82 },
  { letter: 'O', name: 'Administração pública, defesa e seguridade social', from: 84, to: 84 },
  { letter: 'P', name: 'Educação', from: 85, to: 85 },
  { letter: 'Q', name: 'Saúde humana e serviços sociais', from: 86, to: 88 },
  { letter: 'R', name: 'Artes, cultura, esporte e recreação', from: 90, to: 93 },
  { letter: 'S', name: 'Outras atividades de serviços', from: 94, to: 96 },
  { letter: 'T', name: 'Serviços domésticos', from: 97, to: 97 },
  { letter: 'U', name: 'Organismos internacionais e outras instituições extraterritoriais', from: 99, to: 99 },
];

export function sectionOf(code: string): string {
  const division = Number(code.slice(0, 2));
  const section = CNAE_SECTIONS.find((s) => division >= s.from && division <= s.to);
  if (!section) throw new Error(`CNAE division ${division} belongs to no section`);
  return section.letter;
}

/** Splits one CSV line (RFC 4180 quoting; the file has no escaped quotes inside fields, but they are honoured). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

const CLASS_CODE = /^\d{2}\.\d{2}-\d$/;

/** Parses the NR-4 Anexo I CSV (`cnae_classe,denominacao,grau_de_risco`); a malformed row is an error, never skipped. */
export function parseCnaeCsv(text: string): CnaeClass[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = lines.shift();
  if (header !== 'cnae_classe,denominacao,grau_de_risco') throw new Error(`Unexpected CNAE CSV header: ${header}`);
  return lines.map((line, index) => {
    const [code, name, grade] = csvFields(line);
    const g = Number(grade);
    if (!code || !CLASS_CODE.test(code) || !name || !RISK_GRADES.includes(g as RiskGrade)) {
      throw new Error(`Malformed CNAE CSV row ${index + 2}: ${line}`);
    }
    return { code, name, grade: g as RiskGrade, section: sectionOf(code) };
  });
}

export type CnaeCodeParse = { ok: true; classCode: string } | { ok: false; reason: 'malformed' };

/**
 * A class (`47.11-3`, `47113`) or a subclass (`4711-3/02`, `4711302`), with or without punctuation, as the class code
 * `NN.NN-D`. A subclass belongs to the class of its first five digits.
 */
/**
 * The longest code text accepted: 7 digits with up to three separators before and after each (the API's pattern,
 * common/src/api/cnae.ts). One bound for the API and the screens, so text the API's schema accepts always parses.
 */
export const CNAE_CODE_MAX_LENGTH = 31;

export function parseCnaeCode(input: string): CnaeCodeParse {
  const trimmed = input.trim();
  if (trimmed.length > CNAE_CODE_MAX_LENGTH || !/^[\d.\-/\s]+$/.test(trimmed))
    return { ok: false, reason: 'malformed' };
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== 5 && digits.length !== 7) return { ok: false, reason: 'malformed' };
  return { ok: true, classCode: `${digits.slice(0, 2)}.${digits.slice(2, 4)}-${digits.slice(4, 5)}` };
}

/** The URL form of a class code (`47.11-3` → `47.11-3`; kept readable, it is safe in a path). */
export const cnaePath = (code: string) => `/cnae/${code}`;

export interface CnaeTable {
  all: readonly CnaeClass[];
  find(code: string): CnaeClass | undefined;
  /** Classes whose name holds every word (accent- and case-free), best matches first. */
  search(words: string, limit: number): CnaeClass[];
}

export function cnaeTable(classes: readonly CnaeClass[]): CnaeTable {
  const byCode = new Map(classes.map((c) => [c.code, c]));
  const indexed = classes.map((c) => ({
    c,
    text: toSearchText(c.name),
    words: toSearchText(c.name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  }));
  return {
    all: classes,
    find: (code) => byCode.get(code),
    search(query, limit) {
      const terms = toSearchText(query)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 0);
      if (terms.length === 0) return [];
      const digits = query.replace(/\D/g, '');
      const scored: { c: CnaeClass; score: number }[] = [];
      for (const entry of indexed) {
        // A code typed into the words box matches the classes that start with it.
        const codeMatch =
          digits.length >= 2 &&
          /^[\d.\-/\s]+$/.test(query.trim()) &&
          entry.c.code.replace(/\D/g, '').startsWith(digits.slice(0, 5));
        if (!codeMatch && !terms.every((t) => entry.text.includes(t))) continue;
        let score = codeMatch ? 100 : 0;
        for (const term of terms) {
          if (entry.words.includes(term)) score += 10;
          else if (entry.words.some((w) => w.startsWith(term))) score += 5;
        }
        if (entry.text.startsWith(terms[0]!)) score += 3;
        // Shorter names are closer to what was typed ("Comércio varejista … supermercados" before longer ones).
        score -= entry.text.length / 100;
        scored.push({ c: entry.c, score });
      }
      scored.sort((a, b) => b.score - a.score || a.c.code.localeCompare(b.c.code));
      return scored.slice(0, limit).map((s) => s.c);
    },
  };
}
