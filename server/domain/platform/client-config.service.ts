import { domainError } from '../errors';
import type { ClientConfigRecord, ClientConfigRepository } from './client-config.repository';

export class ClientConfigService {
  constructor(private readonly configs: ClientConfigRepository) {}

  async get(id: string): Promise<ClientConfigRecord> {
    const config = await this.configs.findById(id);
    if (!config) throw domainError('not_found', 'clientConfigNotFound');
    return config;
  }

  async getDefault(): Promise<ClientConfigRecord> {
    const config = await this.configs.findDefault();
    if (!config) throw domainError('not_found', 'clientConfigNotFound');
    return config;
  }
}
