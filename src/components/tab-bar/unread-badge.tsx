import { Text } from '@tarojs/components';

/** A red count over a tab's icon; nothing at zero. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <Text className='tab-bar__badge'>{count > 99 ? '99+' : count}</Text>;
}
