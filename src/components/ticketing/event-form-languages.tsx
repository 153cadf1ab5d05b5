import { Input, Switch, Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { EventForm, IntlLanguageKey } from '@/stores/ticketing/event-form';
import { useTicketingText } from './use-ticketing-text';

const LANGUAGES: IntlLanguageKey[] = ['zhHans', 'zhHant', 'en'];

/**
 * The event's title and description and each ticket's name in every
 * interface language, grouped by language (one person translates one
 * language at a time); a language left empty shows the texts above.
 */
export const EventFormLanguages = observer(function EventFormLanguages({ form }: { form: EventForm }) {
  const tt = useTicketingText();
  return (
    <View className='ticketing__languages'>
      <View className='ticketing__field'>
        <Text className='section__label'>{tt('form.languages')}</Text>
        <Switch
          className='ticketing__languages-switch'
          checked={form.languagesOpen}
          onChange={(e) => form.setLanguagesOpen(e.detail.value)}
        />
      </View>
      {form.languagesOpen && <Text className='section__hint'>{tt('form.languagesHint')}</Text>}
      {form.languagesOpen &&
        LANGUAGES.map((language) => (
          <View key={language} className={`ticketing__language ticketing__language--${language}`}>
            <Text className='section__label'>{tt(`form.language.${language}`)}</Text>
            <View className='ticketing__field'>
              <Text className='section__label'>{tt('form.title')}</Text>
              <Input
                className={`ticketing__input ticketing__input--title-${language}`}
                value={form.intlTitle[language]}
                placeholder={form.title}
                maxlength={100}
                onInput={(e) => form.setIntl('intlTitle', language, e.detail.value)}
              />
            </View>
            <View className='ticketing__field'>
              <Text className='section__label'>{tt('form.description')}</Text>
              <Textarea
                className={`ticketing__input ticketing__input--description-${language}`}
                value={form.intlDescription[language]}
                maxlength={4000}
                onInput={(e) => form.setIntl('intlDescription', language, e.detail.value)}
              />
            </View>
            {form.tickets.map((t, i) => (
              <View key={`${t.id}-${i}`} className='ticketing__field'>
                <Text className='section__label'>{tt('form.ticketNameOf', { name: t.name || i + 1 })}</Text>
                <Input
                  className={`ticketing__input ticketing__input--ticket-name-${language}`}
                  value={t.intlName[language]}
                  placeholder={t.name}
                  maxlength={60}
                  onInput={(e) => form.setTicketIntl(i, language, e.detail.value)}
                />
              </View>
            ))}
          </View>
        ))}
    </View>
  );
});
