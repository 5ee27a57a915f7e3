// Hands the C allocator's free memory back to the system (docs/decisions/0160-lean-server.md).
// glibc keeps what V8's threads and Node's native code freed in its arenas, and gives it back
// only when asked: `malloc_trim(0)`. Node offers no way to ask, so it is called through
// ffi-rs (a prebuilt Node-API binding). Loaded on the first call, not at start-up; where the
// binding or glibc is missing (musl, macOS, Windows), trimming is simply not done.

type Trim = () => void;

let trim: Promise<Trim | null> | undefined;

async function loadTrim(): Promise<Trim | null> {
  try {
    const ffi = await import('ffi-rs');
    ffi.open({ library: 'forja-libc', path: 'libc.so.6' });
    const call = () =>
      ffi.load({
        library: 'forja-libc',
        funcName: 'malloc_trim',
        retType: ffi.DataType.I32,
        paramsType: [ffi.DataType.I64],
        paramsValue: [0],
      });
    call();
    return call;
  } catch {
    return null;
  }
}

/** Returns the allocator's free pages to the system; false where that cannot be done here. */
export async function trimMalloc(): Promise<boolean> {
  trim ??= loadTrim();
  const fn = await trim;
  fn?.();
  return fn !== null;
}
