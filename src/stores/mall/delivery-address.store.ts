import { makeAutoObservable, runInAction } from 'mobx';
import type { DeliveryAddress, DeliveryAddressInput } from '../../gen/mall/v1/mall_pb';
import type { MallApi } from '../../services/mall-api';

/** The form's fields, as the API takes them. */
export type AddressFields = Omit<DeliveryAddressInput, '$typeName' | '$unknown'>;

export const EMPTY_ADDRESS: AddressFields = {
  province: '',
  city: '',
  district: '',
  detail: '',
  contact: '',
  phoneRegionCode: '86',
  phone: '',
  isDefault: false,
  selfDelivery: false,
};

export function addressFields(a: DeliveryAddress): AddressFields {
  return {
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
    contact: a.contact,
    phoneRegionCode: a.phoneRegionCode,
    phone: a.phone,
    isDefault: a.isDefault,
    selfDelivery: a.selfDelivery,
  };
}

/**
 * The delivery-address pages: the diner's addresses (default first), their
 * changes, and one address being written. A refused change leaves the list as
 * saved; the error catalogue shows the server's reason.
 */
export class DeliveryAddressBook {
  list: DeliveryAddress[] = [];
  state: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  busy = false;

  constructor(private readonly api: MallApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { list } = await this.api.addresses.queryDeliveryAddresses({});
      runInAction(() => {
        this.list = list;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  find(id: string): DeliveryAddress | undefined {
    return this.list.find((a) => a.id === id);
  }

  /** Creates (id '') or updates an address; answers whether it was saved. */
  save(id: string, fields: AddressFields): Promise<boolean> {
    return this.change(() =>
      id
        ? this.api.addresses.updateDeliveryAddress({ addressId: id, address: fields })
        : this.api.addresses.createDeliveryAddress({ address: fields }),
    );
  }

  remove(id: string): Promise<boolean> {
    return this.change(() => this.api.addresses.deleteDeliveryAddress({ addressId: id }));
  }

  setDefault(id: string): Promise<boolean> {
    const address = this.find(id);
    if (!address) return Promise.resolve(false);
    return this.save(id, { ...addressFields(address), isDefault: true });
  }

  private async change(call: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await call();
      await this.load();
      return true;
    } catch {
      // The error catalogue has told the person why.
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
