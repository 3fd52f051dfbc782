import { describe, expect, it } from 'vitest';
import { predict, predictAny, trainLinear, trainMlp } from '#lib/photo/classifier.ts';

/** Three clusters in two dimensions, a third feature that is noise, drawn from a fixed sequence. */
function clusters() {
  const centres: Record<string, [number, number]> = { a: [0, 0], b: [10, 0], c: [5, 8] };
  const samples: number[][] = [];
  const labels: string[] = [];
  let seed = 1;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647 - 0.5;
  };
  for (let i = 0; i < 60; i++) {
    const label = ['a', 'b', 'c'][i % 3]!;
    const [x, y] = centres[label]!;
    samples.push([x + next() * 3, y + next() * 3, next() * 100]);
    labels.push(label);
  }
  return { samples, labels };
}

describe('photo classifier (multinomial logistic regression)', () => {
  it('learns separable classes and says how sure it is', () => {
    const { samples, labels } = clusters();
    const model = trainLinear(samples, labels, ['a', 'b', 'c'], { iterations: 500 });
    expect(predict(model, [0.5, -0.5, 20]).label).toBe('a');
    expect(predict(model, [9.5, 0.5, -30]).label).toBe('b');
    expect(predict(model, [5, 7.5, 0]).label).toBe('c');
    expect(predict(model, [10, 0, 0]).probability).toBeGreaterThan(0.8);
    // Half-way between two clusters it is unsure.
    expect(predict(model, [5, 0, 0]).probability).toBeLessThan(0.8);
  });

  it('is deterministic: the same samples give the same parameters', () => {
    const { samples, labels } = clusters();
    const one = trainLinear(samples, labels, ['a', 'b', 'c'], { iterations: 200 });
    const two = trainLinear(samples, labels, ['a', 'b', 'c'], { iterations: 200 });
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
  });

  it('clamps a feature far outside the training range instead of letting it decide alone', () => {
    const { samples, labels } = clusters();
    const model = trainLinear(samples, labels, ['a', 'b', 'c'], { iterations: 500 });
    expect(predict(model, [0, 0, 1e9]).label).toBe('a');
    expect(predict(model, [0, 0, Number.NaN]).label).toBe('a');
  });
});

describe('photo classifier (one hidden layer)', () => {
  /** Four corners, opposite corners alike: no straight line separates the two classes. */
  const corners = () => {
    const samples: number[][] = [];
    const labels: string[] = [];
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647 - 0.5;
    };
    for (let i = 0; i < 80; i++) {
      const [x, y] = [i % 2, Math.floor(i / 2) % 2];
      samples.push([x + next() * 0.3, y + next() * 0.3]);
      labels.push(x === y ? 'same' : 'other');
    }
    return { samples, labels };
  };

  it('learns what a linear model cannot (exclusive or)', () => {
    const { samples, labels } = corners();
    const mlp = trainMlp(samples, labels, ['same', 'other'], {
      hidden: 8,
      iterations: 600,
      learningRate: 0.05,
    });
    const linear = trainLinear(samples, labels, ['same', 'other'], { iterations: 600 });
    const hits = (read: (x: number[]) => string) => samples.filter((x, i) => read(x) === labels[i]).length;
    expect(hits((x) => predictAny(mlp, x).label)).toBeGreaterThanOrEqual(76);
    expect(hits((x) => predict(linear, x).label)).toBeLessThan(60);
  });

  it('is deterministic: the same samples and seed give the same parameters', () => {
    const { samples, labels } = corners();
    const one = trainMlp(samples, labels, ['same', 'other'], { hidden: 4, iterations: 50 });
    const two = trainMlp(samples, labels, ['same', 'other'], { hidden: 4, iterations: 50 });
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
  });
});
