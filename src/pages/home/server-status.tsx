import { View } from '@tarojs/components'

/**
 * Slot for the first server round trip on the home page. It renders an empty box
 * until the RPC transport lands and fills it in.
 */
export function ServerStatus() {
  return <View className='server-status' />
}
