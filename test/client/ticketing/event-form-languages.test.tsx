import { act } from '@testing-library/react';
import { EventFormView } from '@/components/ticketing/event-form-view';
import { StoreTicketingService } from '@/gen/ticketing/v1/store_ticketing_service_pb';
import { EventForm } from '@/stores/ticketing/event-form';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

// Staff write an event's title, description and ticket names in each
// language beside the text they typed first; what they leave empty is sent
// empty (the diner then reads the first text).
const type = (selector: string, value: string) => typeInto(document.querySelector(selector), value);

async function open() {
  const network = fakeNetwork([
    answer(StoreTicketingService.method.createStoreTicketingEvent, { event: { model: { id: '9' }, title: 'x' } }),
  ]);
  const store = createTestStore({ request: network.request });
  let form!: EventForm;
  const Page = () => {
    form ??= new EventForm(store.staff.api, '1', 'Asia/Macau');
    return <EventFormView form={form} currency='MOP' onSaved={() => undefined} onCancel={() => undefined} />;
  };
  const page = await bootPage(Page, { store });
  return { ...page, network, form: () => form };
}

describe("an event's texts in each language", () => {
  it('are hidden until asked for, then sent per language with the event', async () => {
    const { container, network, form } = await open();
    expect(container.querySelector('.ticketing__input--title-en')).toBeNull();
    await act(async () => form().setLanguagesOpen(true));
    expect(container.textContent).toContain('空着的语言显示上面的文字。');
    await type('.ticketing__input--title', 'Burgundy Wine Dinner');
    await type('.ticketing__input--ticket-name', 'Dinner seat');
    await type('.ticketing__input--title-zhHans', '勃艮第葡萄酒晚宴');
    await type('.ticketing__input--ticket-name-zhHant', '晚宴席位');
    // The ticket's own name labels its translations.
    expect(container.textContent).toContain('票种：Dinner seat');
    await act(async () => void (await form().save()));
    const sent = JSON.parse(network.calls.at(-1)!.body!).event;
    // Empty languages go as empty (left out of the JSON).
    expect(sent.intlTitle).toEqual({ zhHans: '勃艮第葡萄酒晚宴' });
    expect(sent.ticketList[0].intlName).toEqual({ zhHant: '晚宴席位' });
    expect(sent.title).toBe('Burgundy Wine Dinner');
  });

  it('open by themselves on an event that has any', () => {
    const store = createTestStore();
    const edited = new EventForm(store.staff.api, '1', 'Asia/Macau', {
      title: 'Wine',
      description: '',
      intlTitle: { zhHans: '', zhHant: '', en: '' },
      intlDescription: { zhHans: '', zhHant: '', en: 'Six wines' },
      ticketList: [],
      perDinerLimit: 2,
    } as never);
    expect(edited.languagesOpen).toBe(true);
    expect(new EventForm(store.staff.api, '1', 'Asia/Macau').languagesOpen).toBe(false);
  });
});
