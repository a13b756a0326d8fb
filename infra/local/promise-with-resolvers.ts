// aws-local-stepfunctions calls Promise.withResolvers, which Node 22 has and Node 20 does not: this
// module adds it where it is missing. Imported for its effect by the local Step Functions.
type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason?: unknown) => void;
};
const promiseStatics = Promise as unknown as { withResolvers?: WithResolvers };
promiseStatics.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
