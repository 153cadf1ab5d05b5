import { Button } from '@nutui/nutui-react-taro';
import { Input, Switch, Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { EventForm, TicketDraft } from '@/stores/ticketing/event-form';
import { EventFormLanguages } from './event-form-languages';
import { useTicketingText } from './use-ticketing-text';
import './ticketing.scss';

export interface EventFormViewProps {
  form: EventForm;
  onSaved: () => void;
  onCancel: () => void;
  /** The store's currency (ISO 4217) the prices are typed in. */
  currency: string;
}

/** An event's fields and its tickets, times on the store's wall clock; the server checks every rule. */
export const EventFormView = observer(function EventFormView({
  form,
  onSaved,
  onCancel,
  currency,
}: EventFormViewProps) {
  const tt = useTicketingText();
  const field = (label: string, value: string, onInput: (v: string) => void, placeholder = '', name = '') => (
    <View className='ticketing__field'>
      <Text className='section__label'>{label}</Text>
      <Input
        className={`ticketing__input${name ? ` ticketing__input--${name}` : ''}`}
        value={value}
        placeholder={placeholder}
        onInput={(e) => onInput(e.detail.value)}
      />
    </View>
  );
  const ticketField = (i: number, key: keyof Omit<TicketDraft, 'id' | 'intlName'>, label: string, placeholder = '') =>
    field(label, form.tickets[i][key], (v) => form.setTicket(i, key, v), placeholder, `ticket-${key}`);
  const save = async () => {
    if (await form.save()) onSaved();
  };
  return (
    <View className='section ticketing__form'>
      {field(tt('form.title'), form.title, (v) => form.set('title', v), '', 'title')}
      <View className='ticketing__field'>
        <Text className='section__label'>{tt('form.description')}</Text>
        <Textarea
          className='ticketing__input'
          value={form.description}
          maxlength={4000}
          onInput={(e) => form.set('description', e.detail.value)}
        />
      </View>
      {field(
        tt('form.saleStart'),
        form.saleStart,
        (v) => form.set('saleStart', v),
        tt('form.dateTimeHint'),
        'sale-start',
      )}
      {field(tt('form.saleEnd'), form.saleEnd, (v) => form.set('saleEnd', v), tt('form.dateTimeHint'), 'sale-end')}
      {field(tt('form.limit'), form.limit, (v) => form.set('limit', v), '', 'limit')}
      <View className='ticketing__field'>
        <Text className='section__label'>{tt('form.dinerRefundable')}</Text>
        <Switch
          className='ticketing__refundable'
          checked={form.dinerRefundable}
          onChange={(e) => form.setDinerRefundable(e.detail.value)}
        />
      </View>
      {form.dinerRefundable &&
        field(
          tt('form.refundDeadline'),
          form.refundDeadline,
          (v) => form.set('refundDeadline', v),
          tt('form.dateTimeHint'),
          'refund-deadline',
        )}
      <Text className='section__title'>{tt('form.tickets')}</Text>
      {form.tickets.map((t, i) => (
        <View key={`${t.id}-${i}`} className='ticketing__ticket ticketing__ticket-form'>
          <View className='ticketing__ticket-main'>
            {ticketField(i, 'name', tt('form.ticketName'))}
            {ticketField(i, 'sessionDate', tt('form.sessionDate'), '2026-12-05')}
            {ticketField(i, 'sessionTime', tt('form.sessionTime'), '19:00')}
            {ticketField(i, 'price', tt('form.price', { currency }))}
            {ticketField(i, 'quantity', tt('form.quantity'))}
          </View>
          {form.tickets.length > 1 && (
            <Button size='small' onClick={() => form.removeTicket(i)}>
              {tt('form.removeTicket')}
            </Button>
          )}
        </View>
      ))}
      <View className='ticketing__actions'>
        <Button size='small' onClick={form.addTicket}>
          {tt('form.addTicket')}
        </Button>
      </View>
      <EventFormLanguages form={form} />
      <View className='ticketing__actions'>
        <Button type='primary' className='ticketing__save' loading={form.saving} onClick={() => void save()}>
          {tt('form.save')}
        </Button>
        <Button onClick={onCancel}>{tt('form.cancel')}</Button>
      </View>
    </View>
  );
});
