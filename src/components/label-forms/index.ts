export { TagForm, type TagFormProps } from './tag-form';
export { TakerForm, type TakerFormProps, type TakerInput } from './taker-form';
export { MembershipForm, type MembershipFormProps, type MembershipInput } from './membership-form';
