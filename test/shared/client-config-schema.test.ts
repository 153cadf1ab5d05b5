import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { checkClientConfig, isColour } from '@common/client-config-schema';
import {
  ClientConfigBodySchema,
  Link_Target,
  PageAction_Type,
  PageModule_Type,
} from '@gen/platform/v1/client_config_pb';

type PageInit = NonNullable<MessageInitShape<typeof ClientConfigBodySchema>['pageList']>;

const body = (pageList: PageInit = [{ type: 'home' }]) =>
  create(ClientConfigBodySchema, {
    common: { primaryColor: '#b08d57', textColorOnPrimary: '#fff' },
    pageList,
  });

describe('the client config schema', () => {
  it.each(['#fff', '#B08D57', '#b08d5780'])('takes %s as a colour', (c) => expect(isColour(c)).toBe(true));
  it.each(['red', '#ggg', 'b08d57', '#b08d5', 'rgb(1,2,3)', ''])('refuses %j as a colour', (c) =>
    expect(isColour(c)).toBe(false),
  );

  it('passes a plain config', () => {
    expect(checkClientConfig(body()).issues).toEqual([]);
  });

  it('names where each problem is, and collects the ids the server must look up', () => {
    const config = body([
      {
        type: 'home',
        backgroundColor: 'blue',
        moduleList: [
          { type: 99 as PageModule_Type },
          { type: PageModule_Type.TEXT, link: { target: Link_Target.STORE_DETAIL, targetId: '12' } },
          { type: PageModule_Type.IMAGE, link: { target: Link_Target.ARTICLE, targetId: 'x' } },
          {
            type: PageModule_Type.ACTION_LIST,
            actionList: [
              { type: PageAction_Type.LINK },
              { type: 42 as PageAction_Type },
              // A link action that leads nowhere; one with a web address.
              { type: PageAction_Type.LINK, link: {} },
              { type: PageAction_Type.LINK, link: { url: 'https://jade.example/story' } },
            ],
          },
          { type: PageModule_Type.TEXT, link: {} },
        ],
      },
      { type: ' ' },
    ]);
    const { issues, refs } = checkClientConfig(config);
    expect(issues).toEqual([
      { path: 'pageList[0].backgroundColor', key: 'configColourInvalid' },
      { path: 'pageList[0].moduleList[0].type', key: 'configBlockTypeUnknown' },
      { path: 'pageList[0].moduleList[2].link', key: 'configLinkArticleMissing' },
      { path: 'pageList[0].moduleList[3].actionList[0].link', key: 'configLinkTargetUnknown' },
      { path: 'pageList[0].moduleList[3].actionList[1].type', key: 'configActionTypeUnknown' },
      { path: 'pageList[0].moduleList[3].actionList[2].link', key: 'configLinkTargetUnknown' },
      { path: 'pageList[1].type', key: 'configPageTypeRequired' },
    ]);
    expect(refs.storeIds).toEqual(['12']);
  });
});
