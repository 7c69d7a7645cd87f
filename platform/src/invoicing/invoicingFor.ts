import { type AppMode, ConfigError } from '../config';
import { FOCUS_NFE_HOMOLOGACAO, FOCUS_NFE_PRODUCAO, focusNfeInvoicing } from './focusNfeInvoicing';
import type { InvoiceIssuer, ServiceProvider } from './invoicing';
import { SANDBOX_PROVIDER, sandboxInvoicing } from './sandboxInvoicing';

export type InvoicingConfig =
  { issuer: 'sandbox' } | { issuer: 'focusnfe'; token: string; apiUrl: string; provider: ServiceProvider };

/**
 * NFS-e issuing from the environment (docs/invoicing.md): FOCUS_NFE_TOKEN selects Focus NFe (FOCUS_NFE_API_URL, the
 * homologação address unless APP_MODE=production, and ConectaSST's fiscal data NFSE_PROVIDER_*); without it the
 * sandbox issues local notes. Production mode requires the token: a paid purchase without a real note is not allowed.
 */
export function invoicingConfig(env: NodeJS.ProcessEnv, mode: AppMode): InvoicingConfig {
  const token = env.FOCUS_NFE_TOKEN;
  if (!token) {
    if (mode === 'production')
      throw new ConfigError(
        'FOCUS_NFE_TOKEN is required in production mode (NFS-e for every paid purchase, docs/invoicing.md)',
      );
    return { issuer: 'sandbox' };
  }
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new ConfigError(`${name} is required with FOCUS_NFE_TOKEN (docs/invoicing.md)`);
    return value;
  };
  const rate = Number(env.NFSE_ISS_RATE ?? '2');
  if (!Number.isFinite(rate) || rate < 0 || rate > 5)
    throw new ConfigError(`NFSE_ISS_RATE must be a percentage between 0 and 5, got "${env.NFSE_ISS_RATE}"`);
  return {
    issuer: 'focusnfe',
    token,
    apiUrl: env.FOCUS_NFE_API_URL || (mode === 'production' ? FOCUS_NFE_PRODUCAO : FOCUS_NFE_HOMOLOGACAO),
    provider: {
      cnpj: required('NFSE_PROVIDER_CNPJ').replace(/\D/g, ''),
      name: env.NFSE_PROVIDER_NAME || 'ConectaSST',
      municipalRegistration: required('NFSE_PROVIDER_MUNICIPAL_REGISTRATION'),
      cityCode: required('NFSE_PROVIDER_CITY_CODE'),
      serviceCode: env.NFSE_SERVICE_CODE || SANDBOX_PROVIDER.serviceCode,
      serviceDescription: env.NFSE_SERVICE_DESCRIPTION || SANDBOX_PROVIDER.serviceDescription,
      issRatePercent: rate,
    },
  };
}

export function invoiceIssuerFor(config: InvoicingConfig): InvoiceIssuer {
  if (config.issuer === 'sandbox') return sandboxInvoicing();
  return focusNfeInvoicing({ token: config.token, apiBaseUrl: config.apiUrl, provider: config.provider });
}
