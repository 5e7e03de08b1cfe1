import {
  occupancyBars,
  percentAxisTicks,
  percentAxisTop,
  type OccupancyBar,
} from './occupancy-chart-data';

const bar = (percent: number): OccupancyBar => ({ name: 'Z', percent, occupancy: 0, capacity: 0 });

describe('occupancy chart data', () => {
  it('gives each zone its share of the capacity in use', () => {
    const zones = [
      { name: 'Garita', occupancy: 5, capacity: 400 },
      { name: 'Taller', occupancy: 0, capacity: 0 },
    ] as never;
    expect(occupancyBars(zones).map((b) => b.percent)).toEqual([1, 0]);
  });

  it('ends the percent axis just above the fullest zone, so small shares still show', () => {
    expect(percentAxisTop([bar(1), bar(5)])).toBe(10);
    expect(percentAxisTop([bar(9)])).toBe(20);
    expect(percentAxisTop([bar(30)])).toBe(50);
    expect(percentAxisTop([bar(70)])).toBe(100);
    expect(percentAxisTop([])).toBe(10);
  });

  it('keeps a zone over its capacity on the chart', () => {
    expect(percentAxisTop([bar(130), bar(20)])).toBe(130);
  });

  it('puts round ticks on the axis, its top included', () => {
    expect(percentAxisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(percentAxisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(percentAxisTicks(130)).toEqual([0, 33, 66, 99, 130]);
  });
});
