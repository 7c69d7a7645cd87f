import { ConfigError, loadConfig } from '@conectasst/platform/config';
import type { AppConfig } from '@conectasst/platform/config';

/** The configuration, or exit 2 saying what is wrong with it (the launcher and the relay start with it). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuração inválida: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
