import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/renderApp';
import { clearWizard, writeWizard } from '../../../lib/wizardStorage';
import { campinasLocation, metalworksPrimary } from '../wizardFixtures';

/** Step 3 opens after steps 1 and 2, kept in the browser. */
beforeEach(() => writeWizard({ primary: metalworksPrimary, location: campinasLocation }));
afterEach(() => clearWizard());

describe('/demanda/third-state: "Prefiro ser contatado por" (issue #36 item 3)', () => {
  it('offers WhatsApp, Ligação and E-mail, none chosen until the requester picks one (it is optional)', async () => {
    renderApp('/demanda/third-state');
    const group = await screen.findByRole('radiogroup', { name: 'Prefiro ser contatado por' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual(['WhatsApp', 'Ligação', 'E-mail']);
    expect(options.every((o) => !(o as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(within(group).getByText('WhatsApp'));
    expect((within(group).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
  });
});

describe('/demanda/third-state: the e-mail and its confirmation (issue #34 item 3)', () => {
  const typeEmails = async (email: string, confirmation: string) => {
    renderApp('/demanda/third-state');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), email);
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirme o e-mail' }), confirmation);
    await userEvent.tab();
  };

  it('given the same address in other letter case, then the step accepts it as the server does', async () => {
    await typeEmails('Ana.Souza@Exemplo.com.br', 'ana.souza@exemplo.COM.BR');
    expect(screen.getByRole('textbox', { name: 'Confirme o e-mail' })).toHaveProperty(
      'value',
      'ana.souza@exemplo.COM.BR',
    );
    expect(screen.queryByText('Os endereços de e-mail não coincidem')).toBeNull();
  });

  it('given two different addresses, then the step says they differ', async () => {
    await typeEmails('ana.souza@exemplo.com.br', 'ana.sousa@exemplo.com.br');
    expect(await screen.findByText('Os endereços de e-mail não coincidem')).toBeTruthy();
  });
});
