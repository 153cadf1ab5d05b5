import { Canvas as TaroCanvas } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { Axis, Canvas, Chart, createElement, Interval } from '@antv/f2';
import { memo, useEffect } from 'react';

export interface BarDatum {
  label: string;
  value: number;
}

// F2's generic component classes do not fit createElement's parameter type; the
// props passed are the ones each component documents.
const element = createElement as unknown as (type: unknown, props: object, ...children: unknown[]) => unknown;

interface CanvasNode {
  /** H5: the canvas element's host, which sizes (and so clears) the canvas when it renders. */
  parentElement?: { componentOnReady?: () => Promise<unknown> } | null;
  width: number;
  height: number;
  getContext(kind: '2d'): CanvasRenderingContext2D;
}

/**
 * A bar chart drawn by AntV F2 on a 2d canvas: the same code in the browser and
 * the mini-programs (Taro's selector query answers the canvas node on both).
 * It lives in the report page's folder so F2 loads with that page only.
 */
function BarChartView({ id, data, height = 180 }: BarChartProps) {
  const key = JSON.stringify(data);
  useEffect(() => {
    let chart: Canvas | undefined;
    let gone = false;
    Taro.nextTick(() => {
      const query = Taro.createSelectorQuery();
      query.select(`#${id}`).boundingClientRect();
      query
        .select(`#${id}`)
        .node()
        .exec(async (res: [{ width?: number; height?: number } | null, { node?: CanvasNode } | null]) => {
          const hit = { ...res?.[0], node: res?.[1]?.node };
          if (!hit?.node || !hit.width) return;
          // Draw after the host's first render, or its sizing wipes the chart.
          await hit.node.parentElement?.componentOnReady?.();
          if (gone) return;
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
  // A new element per data set: the chart is drawn once on a canvas nobody resizes after.
  return (
    <TaroCanvas key={key} type='2d' id={id} canvasId={id} className='report-chart' style={{ height: `${height}px` }} />
  );
}

interface BarChartProps {
  id: string;
  data: BarDatum[];
  height?: number;
}

/** Redrawn only when its data change (a re-render would resize and so clear the canvas). */
export const BarChart = memo(
  BarChartView,
  (a, b) => a.id === b.id && a.height === b.height && JSON.stringify(a.data) === JSON.stringify(b.data),
);
