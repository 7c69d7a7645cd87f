export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}
export function startEmbeddedPostgres(options: {
  dataDir: string;
  persistent?: boolean;
  port?: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase>;
