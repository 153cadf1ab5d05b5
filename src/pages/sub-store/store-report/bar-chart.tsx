import { Canvas as TaroCanvas } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { Axis, Canvas, Chart, createElement, Interval } from '@antv/f2';
import { useEffect } from 'react';

export interface BarDatum {
  label: string;
  value: number;
}

// F2's generic component classes do not fit createElement's parameter type; the
// props passed are the ones each component documents.
const element = createElement as unknown as (type: unknown, props: object, ...children: unknown[]) => unknown;

interface CanvasNode {
  width: number;
  height: number;
  getContext(kind: '2d'): CanvasRenderingContext2D;
}

/**
 * A bar chart drawn by AntV F2 on a 2d canvas: the same code in the browser and
 * the mini-programs (Taro's selector query answers the canvas node on both).
 * It lives in the report page's folder so F2 loads with that page only.
 */
export function BarChart({ id, data, height = 180 }: { id: string; data: BarDatum[]; height?: number }) {
  const key = JSON.stringify(data);
  useEffect(() => {
    let chart: Canvas | undefined;
    let gone = false;
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: { node?: CanvasNode; width?: number; height?: number }[]) => {
          const hit = res?.[0];
          if (gone || !hit?.node || !hit.width) return;
          const pixelRatio = Taro.getSystemInfoSync().pixelRatio || 1;
          const width = hit.width;
          const tall = hit.height || height;
          hit.node.width = width * pixelRatio;
          hit.node.height = tall * pixelRatio;
          const context = hit.node.getContext('2d');
          const children = element(
            Chart,
            { data },
            element(Axis, { field: 'label' }),
            element(Axis, { field: 'value', tickCount: 4 }),
            element(Interval, { x: 'label', y: 'value', color: '#b8925a' }),
          );
          chart = new Canvas({ context, pixelRatio, width, height: tall, children, animate: false });
          void chart.render();
        });
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
    // the data's content, not its identity, decides a redraw
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key, height]);
  return <TaroCanvas type='2d' id={id} canvasId={id} className='report-chart' style={{ height: `${height}px` }} />;
}
