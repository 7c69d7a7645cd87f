import { screen } from '@testing-library/react';
import { NOTES_NOTICE } from '@conectasst/common/text/contactMask';
import { renderApp } from '../../../testing/renderApp';
import { clearWizard, writeWizard } from '../../../lib/wizardStorage';
import { metalworksPrimary } from '../wizardFixtures';

describe('/demanda/second-state: the notes field', () => {
  beforeEach(() => {
    writeWizard({ primary: metalworksPrimary });
  });
  afterEach(() => clearWizard());

  it('tells the requester that providers read the notes without contacts until they subscribe (issue #18 item 6)', async () => {
    renderApp('/demanda/second-state');
    const notes = await screen.findByLabelText('Observações (opcional)');
    expect(notes.tagName).toBe('TEXTAREA');
    expect(screen.getByText(NOTES_NOTICE)).toBeInTheDocument();
    expect(NOTES_NOTICE).toBe(
      'As observações aparecem para os parceiros sem e-mails, telefones, sites e documentos; eles recebem o seu contato só depois de se inscreverem na demanda.',
    );
  });
});
