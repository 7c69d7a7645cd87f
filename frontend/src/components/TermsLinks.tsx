import { paths } from '../config/paths';

/** Issue 37 item 3: the texts in force, each opened in a tab of its own, under a "Li e aceito…" checkbox. */
export function TermsLinks() {
  return (
    <div style={{ fontSize: 13 }}>
      Leia os{' '}
      <a href={paths.termsOfUse} target="_blank" rel="noopener noreferrer">
        Termos e Condições Gerais de Uso
      </a>{' '}
      e a{' '}
      <a href={paths.privacyPolicy} target="_blank" rel="noopener noreferrer">
        Política de Privacidade
      </a>
      .
    </div>
  );
}
