import { type UserSchema } from '@/gen/identity/v1/user_pb';
import { DinerTitle, type UserDinerSchema } from '@/gen/identity/v1/user_diner_pb';
import { type ListRegionsResponseSchema } from '@/gen/platform/v1/reference_data_pb';
import type { RpcHttpRequest } from '@/services/rpc-request';
import { type Init } from './fake-network';

// Method paths of the identity calls the login flow makes (to find their calls), and
// answers typed by the proto messages, for fakeNetwork().

export const RPC = {
  session: '/grpc/public/identity.v1.SessionService/CurrentSessionInfo',
  beforeLogin: '/grpc/public/identity.v1.LoginService/BeforeLogin',
  sendCode: '/grpc/public/identity.v1.LoginService/SendVerificationCode',
  login: '/grpc/public/identity.v1.LoginService/Login',
  regions: '/grpc/public/platform.v1.ReferenceDataService/ListRegions',
  logOut: '/grpc/private/identity.v1.AccountService/LogOut',
  updateUser: '/grpc/private/identity.v1.AccountService/UpdateUser',
  checkNickname: '/grpc/private/identity.v1.AccountService/CheckNickname',
  bindPhone: '/grpc/private/identity.v1.AccountService/BindPhone',
  listDiners: '/grpc/private/identity.v1.UserDinerService/ListUserDiners',
  createDiner: '/grpc/private/identity.v1.UserDinerService/CreateUserDiner',
  updateDiner: '/grpc/private/identity.v1.UserDinerService/UpdateUserDiner',
  staffStanding: '/grpc/private/identity.v1.StaffStandingService/GetMyStaffStanding',
  listSessions: '/grpc/private/identity.v1.UserSessionService/ListSessions',
  kickOut: '/grpc/private/identity.v1.UserSessionService/KickOutSession',
  passport: '/grpc/private/identity.v1.UserSessionService/CreateSessionPassportCode',
} as const;

/** The regions table as the server seeds it (migration 0002). */
export const REGIONS: Init<typeof ListRegionsResponseSchema> = {
  list: [
    { callingCode: '86', isoCode: 'CN', name: 'Mainland China', phonePattern: '^1[3-9][0-9]{9}$', sort: 1 },
    { callingCode: '852', isoCode: 'HK', name: 'Hong Kong', phonePattern: '^[4-9][0-9]{7}$', sort: 2 },
    { callingCode: '853', isoCode: 'MO', name: 'Macau', phonePattern: '^6[0-9]{7}$', sort: 3 },
    { callingCode: '886', isoCode: 'TW', name: 'Taiwan', phonePattern: '^0?9[0-9]{8}$', sort: 4 },
    { callingCode: '60', isoCode: 'MY', name: 'Malaysia', phonePattern: '^0?1[0-9]{8,9}$', sort: 5 },
  ],
};

export const DINER_USER: Init<typeof UserSchema> = {
  model: { id: '7' },
  phone: '13800000001',
  phoneRegionCode: '86',
  nickname: 'Demo Diner',
  phoneVerified: true,
};

export const A_DINER: Init<typeof UserDinerSchema> = {
  model: { id: '70' },
  lastName: '李',
  firstName: '雷',
  title: DinerTitle.MR,
  phoneRegionCode: '86',
  phone: '13800000001',
  userId: '7',
};

/** The JSON body a call sent. */
export function bodyOf(request: RpcHttpRequest): Record<string, unknown> {
  return JSON.parse(request.body ?? '{}') as Record<string, unknown>;
}

/** The calls made to one method. */
export function callsTo(calls: RpcHttpRequest[], path: string): RpcHttpRequest[] {
  return calls.filter((call) => new URL(call.url, 'http://app.test').pathname === path);
}
