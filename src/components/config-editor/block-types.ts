import { Link_Target, PageModule_Type } from '@/gen/platform/v1/client_config_pb';

/** Every page block type of the schema, in the order the editor offers them. */
export const BLOCK_TYPES: PageModule_Type[] = Object.values(PageModule_Type).filter(
  (v): v is PageModule_Type => typeof v === 'number' && v !== PageModule_Type.TYPE_UNSPECIFIED,
);

export const LINK_TARGETS: Link_Target[] = Object.values(Link_Target).filter(
  (v): v is Link_Target => typeof v === 'number' && v !== Link_Target.TARGET_UNSPECIFIED,
);

/** The enum's name, the i18n key of its label. */
export const blockName = (type: PageModule_Type) => PageModule_Type[type] as keyof typeof PageModule_Type;
export const targetName = (target: Link_Target) => Link_Target[target] as keyof typeof Link_Target;
