/*
 * A small linear classifier (multinomial logistic regression) over the photo reader's measured features.
 * Its parameters live in classifier.json, written by eval/photo/train.ts from renders at angles and on
 * grounds the eval set never uses; the reader falls back to its hand rules when the file's feature list
 * is not the reader's own (a feature added and the model not yet retrained).
 */

export interface LinearModel {
  readonly classes: readonly string[];
  /** Per feature: the training mean and standard deviation (features are standardised first). */
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  /** One row of weights per class, over the standardised features, and its bias. */
  readonly weights: readonly (readonly number[])[];
  readonly bias: readonly number[];
}

export interface Prediction {
  readonly label: string;
  readonly probability: number;
}

/** The class with the highest softmax probability, and that probability. */
export function predict(model: LinearModel, features: readonly number[]): Prediction {
  const z = standardise(model, features);
  const scores = model.weights.map((row, k) => row.reduce((s, w, i) => s + w * z[i]!, model.bias[k]!));
  const probabilities = softmax(scores);
  let best = 0;
  for (let k = 1; k < probabilities.length; k++) if (probabilities[k]! > probabilities[best]!) best = k;
  return { label: model.classes[best]!, probability: probabilities[best]! };
}

export interface TrainOptions {
  /** L2 penalty on the weights (not the biases). */
  readonly l2?: number;
  readonly iterations?: number;
  readonly learningRate?: number;
}

/**
 * Fits a multinomial logistic regression by full-batch gradient descent from zero weights: the same
 * samples give the same model, bit for bit.
 */
export function trainLinear(
  samples: readonly (readonly number[])[],
  labels: readonly string[],
  classes: readonly string[],
  options: TrainOptions = {},
): LinearModel {
  const l2 = options.l2 ?? 1e-3;
  const iterations = options.iterations ?? 3000;
  const rate = options.learningRate ?? 0.5;
  const d = samples[0]?.length ?? 0;
  const n = samples.length;
  const mean = Array.from({ length: d }, (_, i) => samples.reduce((s, x) => s + x[i]!, 0) / n);
  const scale = Array.from({ length: d }, (_, i) => {
    const variance = samples.reduce((s, x) => s + (x[i]! - mean[i]!) ** 2, 0) / n;
    return variance > 1e-12 ? Math.sqrt(variance) : 1;
  });
  const base = { classes, mean, scale };
  const z = samples.map((x) => standardise({ ...base, weights: [], bias: [] }, x));
  const target = labels.map((label) => classes.indexOf(label));
  const weights = classes.map(() => new Array<number>(d).fill(0));
  const bias = classes.map(() => 0);
  for (let step = 0; step < iterations; step++) {
    const gradW = classes.map(() => new Array<number>(d).fill(0));
    const gradB = classes.map(() => 0);
    for (let j = 0; j < n; j++) {
      const x = z[j]!;
      const p = softmax(weights.map((row, k) => row.reduce((s, w, i) => s + w * x[i]!, bias[k]!)));
      for (let k = 0; k < classes.length; k++) {
        const error = p[k]! - (target[j] === k ? 1 : 0);
        gradB[k]! += error / n;
        const row = gradW[k]!;
        for (let i = 0; i < d; i++) row[i]! += (error * x[i]!) / n;
      }
    }
    for (let k = 0; k < classes.length; k++) {
      bias[k]! -= rate * gradB[k]!;
      const row = weights[k]!;
      for (let i = 0; i < d; i++) row[i]! -= rate * (gradW[k]![i]! + l2 * row[i]!);
    }
  }
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    classes,
    mean: mean.map(round),
    scale: scale.map(round),
    weights: weights.map((row) => row.map(round)),
    bias: bias.map(round),
  };
}

function standardise(model: LinearModel, features: readonly number[]): number[] {
  return model.mean.map((m, i) => {
    const v = (features[i]! - m) / model.scale[i]!;
    // A feature far outside anything trained on is clamped rather than left to dominate.
    return Number.isFinite(v) ? Math.max(-6, Math.min(6, v)) : 0;
  });
}

function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const sum = exps.reduce((s, v) => s + v, 0);
  return exps.map((v) => v / sum);
}

/**
 * A shallow neural network: one hidden layer of tanh units over the standardised features, then a
 * softmax. For what a linear boundary cannot separate (a halo's ring of small stones against a solitaire's
 * claws, a cut's outline seen from any angle).
 */
export interface MlpModel {
  readonly kind: 'mlp';
  readonly classes: readonly string[];
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  /** hidden × features, and the hidden units' biases. */
  readonly hidden: readonly (readonly number[])[];
  readonly hiddenBias: readonly number[];
  /** classes × hidden, and the classes' biases. */
  readonly weights: readonly (readonly number[])[];
  readonly bias: readonly number[];
}

/** A model and, when it reads only some of the reader's features, their indices (in its input order). */
export type PhotoModel = (LinearModel | MlpModel) & { readonly inputs?: readonly number[] };

const isMlp = (model: PhotoModel): model is MlpModel => 'kind' in model && model.kind === 'mlp';

/** The class with the highest probability under either kind of model. */
export function predictAny(model: PhotoModel, features: readonly number[]): Prediction {
  if (!isMlp(model)) return predict(model, features);
  const z = standardise(model as unknown as LinearModel, features);
  const h = model.hidden.map((row, j) =>
    Math.tanh(row.reduce((s, w, i) => s + w * z[i]!, model.hiddenBias[j]!)),
  );
  const probabilities = softmax(
    model.weights.map((row, k) => row.reduce((s, w, j) => s + w * h[j]!, model.bias[k]!)),
  );
  let best = 0;
  for (let k = 1; k < probabilities.length; k++) if (probabilities[k]! > probabilities[best]!) best = k;
  return { label: model.classes[best]!, probability: probabilities[best]! };
}

export interface MlpOptions {
  readonly hidden?: number;
  readonly l2?: number;
  readonly iterations?: number;
  readonly learningRate?: number;
  /** Seed of the initial weights (a fixed sequence: the same samples give the same model). */
  readonly seed?: number;
}

/**
 * Fits the network by full-batch Adam from weights drawn from a fixed seeded sequence: no randomness
 * beyond the seed, no mini-batches, so the same samples give the same parameters.
 */
export function trainMlp(
  samples: readonly (readonly number[])[],
  labels: readonly string[],
  classes: readonly string[],
  options: MlpOptions = {},
): MlpModel {
  const units = options.hidden ?? 24;
  const l2 = options.l2 ?? 1e-3;
  const iterations = options.iterations ?? 1500;
  const rate = options.learningRate ?? 0.01;
  const d = samples[0]?.length ?? 0;
  const n = samples.length;
  const k = classes.length;
  const mean = Array.from({ length: d }, (_, i) => samples.reduce((s, x) => s + x[i]!, 0) / n);
  const scale = Array.from({ length: d }, (_, i) => {
    const variance = samples.reduce((s, x) => s + (x[i]! - mean[i]!) ** 2, 0) / n;
    return variance > 1e-12 ? Math.sqrt(variance) : 1;
  });
  const z = samples.map((x) => standardise({ classes, mean, scale, weights: [], bias: [] }, x));
  const target = labels.map((label) => classes.indexOf(label));
  let seed = options.seed ?? 1;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647 - 0.5;
  };
  // Parameters in one flat array: hidden (units × d), hiddenBias (units), weights (k × units), bias (k).
  const sizeW1 = units * d;
  const sizeW2 = k * units;
  const total = sizeW1 + units + sizeW2 + k;
  const theta = new Float64Array(total);
  for (let i = 0; i < sizeW1; i++) theta[i] = next() * 2 * Math.sqrt(3 / d);
  for (let i = 0; i < sizeW2; i++) theta[sizeW1 + units + i] = next() * 2 * Math.sqrt(3 / units);
  const m1 = new Float64Array(total);
  const m2 = new Float64Array(total);
  const grad = new Float64Array(total);
  const h = new Float64Array(units);
  const dh = new Float64Array(units);
  const scores = new Float64Array(k);
  for (let step = 1; step <= iterations; step++) {
    grad.fill(0);
    for (let j = 0; j < n; j++) {
      const x = z[j]!;
      for (let u = 0; u < units; u++) {
        let s = theta[sizeW1 + u]!;
        const row = u * d;
        for (let i = 0; i < d; i++) s += theta[row + i]! * x[i]!;
        h[u] = Math.tanh(s);
      }
      let top = -Infinity;
      for (let c = 0; c < k; c++) {
        let s = theta[sizeW1 + units + sizeW2 + c]!;
        const row = sizeW1 + units + c * units;
        for (let u = 0; u < units; u++) s += theta[row + u]! * h[u]!;
        scores[c] = s;
        if (s > top) top = s;
      }
      let sum = 0;
      for (let c = 0; c < k; c++) {
        scores[c] = Math.exp(scores[c]! - top);
        sum += scores[c]!;
      }
      dh.fill(0);
      for (let c = 0; c < k; c++) {
        const error = (scores[c]! / sum - (target[j] === c ? 1 : 0)) / n;
        grad[sizeW1 + units + sizeW2 + c]! += error;
        const row = sizeW1 + units + c * units;
        for (let u = 0; u < units; u++) {
          grad[row + u]! += error * h[u]!;
          dh[u]! += error * theta[row + u]!;
        }
      }
      for (let u = 0; u < units; u++) {
        const back = dh[u]! * (1 - h[u]! * h[u]!);
        grad[sizeW1 + u]! += back;
        const row = u * d;
        for (let i = 0; i < d; i++) grad[row + i]! += back * x[i]!;
      }
    }
    for (let i = 0; i < sizeW1; i++) grad[i]! += l2 * theta[i]!;
    for (let i = 0; i < sizeW2; i++) grad[sizeW1 + units + i]! += l2 * theta[sizeW1 + units + i]!;
    // Adam.
    const c1 = 1 - 0.9 ** step;
    const c2 = 1 - 0.999 ** step;
    for (let i = 0; i < total; i++) {
      m1[i] = 0.9 * m1[i]! + 0.1 * grad[i]!;
      m2[i] = 0.999 * m2[i]! + 0.001 * grad[i]! * grad[i]!;
      theta[i]! -= (rate * (m1[i]! / c1)) / (Math.sqrt(m2[i]! / c2) + 1e-8);
    }
  }
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  const slice = (from: number, rows: number, cols: number) =>
    Array.from({ length: rows }, (_, r) =>
      Array.from(theta.subarray(from + r * cols, from + (r + 1) * cols), round),
    );
  return {
    kind: 'mlp',
    classes,
    mean: mean.map(round),
    scale: scale.map(round),
    hidden: slice(0, units, d),
    hiddenBias: Array.from(theta.subarray(sizeW1, sizeW1 + units), round),
    weights: slice(sizeW1 + units, k, units),
    bias: Array.from(theta.subarray(sizeW1 + units + sizeW2), round),
  };
}
