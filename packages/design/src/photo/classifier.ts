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
