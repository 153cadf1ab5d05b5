import { DEFAULT_INVITATION_STYLE, invitationLines } from '@/common/invitation-card';
import { autoSmsProblem, type AutoSmsDraft } from '@/stores/push/push-staff-config.store';
import { invitationProblem } from '@/stores/push/invitation.store';

const sms = (over: Partial<AutoSmsDraft> = {}): AutoSmsDraft => ({
  enabled: true,
  eventTypes: [],
  templateId: '',
  quietStart: '',
  quietEnd: '',
  remindArrivalMinutes: 120,
  remindDepositMinutes: 15,
  contactConfirmMinutes: 1440,
  timezone: 'Asia/Shanghai',
  ...over,
});

describe('the auto-push SMS form', () => {
  it('takes no quiet hours, or both as HH:mm times, a window past midnight too', () => {
    expect(autoSmsProblem(sms())).toBeNull();
    expect(autoSmsProblem(sms({ quietStart: '22:00', quietEnd: '08:00' }))).toBeNull();
    expect(autoSmsProblem(sms({ quietStart: '22:00', quietEnd: '' }))).toBe('quietHours');
    expect(autoSmsProblem(sms({ quietStart: '24:00', quietEnd: '08:00' }))).toBe('quietHours');
    expect(autoSmsProblem(sms({ quietStart: '9:00', quietEnd: '10:00' }))).toBe('quietHours');
    expect(autoSmsProblem(sms({ quietStart: '08:00', quietEnd: '08:00' }))).toBe('quietHours');
  });

  it('refuses reminder leads outside 0 to a week', () => {
    expect(autoSmsProblem(sms({ remindArrivalMinutes: -1 }))).toBe('lead');
    expect(autoSmsProblem(sms({ contactConfirmMinutes: 10_081 }))).toBe('lead');
    expect(autoSmsProblem(sms({ remindDepositMinutes: 0 }))).toBeNull();
  });
});

describe('the invitation template form', () => {
  it('needs a name and #RRGGBB colours, at most nine images', () => {
    const style = { ...DEFAULT_INVITATION_STYLE, name: 'Gold' };
    expect(invitationProblem(style)).toBeNull();
    expect(invitationProblem({ ...style, name: ' ' })).toBe('invitationTemplateNameRequired');
    expect(invitationProblem({ ...style, textColor: 'white' })).toBe('invitationTemplateColorInvalid');
    expect(invitationProblem({ ...style, imageUrls: Array.from({ length: 10 }, (_, i) => `https://x/${i}.png`) })).toBe(
      'invitationImageTooMany',
    );
  });

  it('shows the lines its display options allow, the place always last', () => {
    const facts = {
      storeName: 'Jade',
      storeAddress: 'Bund 18',
      when: '2026-05-02 18:30',
      peopleCount: 4,
      seatNames: ['A1'],
      takerName: 'Lin',
      host: 'Wang',
    };
    const kinds = (over: Partial<typeof DEFAULT_INVITATION_STYLE>) =>
      invitationLines({ ...DEFAULT_INVITATION_STYLE, ...over }, facts).map((l) => l.kind);
    expect(kinds({})).toEqual(['when', 'people', 'seat', 'where']);
    expect(kinds({ showTaker: true, showSeat: false })).toEqual(['when', 'people', 'taker', 'where']);
    expect(kinds({ showTime: false, showPeople: false, showSeat: false })).toEqual(['where']);
  });
});
