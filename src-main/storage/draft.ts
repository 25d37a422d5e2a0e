/**
 * Copy-on-write drafts of a frozen JSON document, so that saving one change copies only the path to what
 * changed instead of the whole campaign.
 *
 * `createDraft(base)` gives a proxy that reads like `base`; the first write to an object copies that object
 * (shallowly) and its parents, nothing else. `finishDraft` returns the new document: every object the change
 * did not touch is the very same (frozen) object as in `base`, so the store can tell by identity what
 * changed and check only that. The base is never written to, so a change that throws or fails validation
 * leaves it as it was. After `finishDraft` the draft's proxies are revoked: one kept past the change fails
 * loudly instead of reading stale data.
 */

type Obj = Record<PropertyKey, unknown>

interface State {
  readonly base: Obj
  copy: Obj | undefined
  readonly parent: State | undefined
  /** Proxies handed out for the frozen objects under this one, by key. */
  readonly children: Map<PropertyKey, { base: object; proxy: object }>
  readonly revoke: () => void
  final: Obj | undefined
}

interface Session {
  readonly states: WeakMap<object, State>
  readonly all: State[]
}

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null

function markChanged(state: State): void {
  for (let s: State | undefined = state; s && !s.copy; s = s.parent) s.copy = (Array.isArray(s.base) ? s.base.slice() : { ...s.base }) as Obj
}

function proxyOf(session: Session, base: Obj, parent: State | undefined): object {
  // The proxy's target is a fresh empty object or array, never the frozen base: a proxy of a frozen target
  // must return the target's own values, which would make copy-on-write impossible.
  const target = Array.isArray(base) ? [] : {}
  const handler: ProxyHandler<Obj> = {
    get(_, key, receiver) {
      const source = state.copy ?? state.base
      if (!Object.hasOwn(source, key)) return Reflect.get(source, key, receiver)
      const value = source[key]
      // Frozen objects come from the base (or from a document read earlier): hand out a draft of them.
      // Objects made during the change are the change's own, plain and writable.
      if (!isObject(value) || !Object.isFrozen(value)) return value
      const known = state.children.get(key)
      if (known?.base === value) return known.proxy
      const proxy = proxyOf(session, value, state)
      state.children.set(key, { base: value, proxy })
      return proxy
    },
    set(_, key, value) {
      markChanged(state)
      state.copy![key] = value
      state.children.delete(key)
      return true
    },
    deleteProperty(_, key) {
      markChanged(state)
      delete state.copy![key]
      state.children.delete(key)
      return true
    },
    defineProperty(_, key, descriptor) {
      if (!('value' in descriptor)) throw new TypeError('A campaign draft holds data only, no accessors')
      markChanged(state)
      state.copy![key] = descriptor.value
      state.children.delete(key)
      return true
    },
    has: (_, key) => key in (state.copy ?? state.base),
    ownKeys: () => Reflect.ownKeys(state.copy ?? state.base),
    getOwnPropertyDescriptor(_, key) {
      const source = state.copy ?? state.base
      const own = Reflect.getOwnPropertyDescriptor(source, key)
      if (!own) return undefined
      // An array's length is the one property the (array) target has too, and it cannot be configurable.
      if (Array.isArray(source) && key === 'length') return { value: source.length, writable: true, enumerable: false, configurable: false }
      return { value: handler.get!(target as Obj, key, undefined), writable: true, enumerable: own.enumerable ?? true, configurable: true }
    },
    setPrototypeOf: () => false,
    preventExtensions: () => false
  }
  const { proxy, revoke } = Proxy.revocable(target as Obj, handler)
  const state: State = { base, copy: undefined, parent, children: new Map(), revoke, final: undefined }
  session.states.set(proxy, state)
  session.all.push(state)
  return proxy
}

export interface Draft<T> {
  readonly root: T
  /**
   * The document after the change, with the change's result, both free of proxies; the drafts are revoked.
   * Objects the change made itself end up in the document as they are (not copied).
   */
  finish<R>(result: R): { document: T; result: R }
  /** Drops the draft (after a change that threw): the base stays as it was, the proxies are revoked. */
  discard(): void
}

export function createDraft<T extends object>(base: T): Draft<T> {
  if (!Object.isFrozen(base)) throw new TypeError('Only a frozen document can be drafted')
  const session: Session = { states: new WeakMap(), all: [] }
  const root = proxyOf(session, base as Obj, undefined) as T

  const walked = new WeakSet<object>()
  function resolve(value: unknown): unknown {
    if (!isObject(value)) return value
    const state = session.states.get(value)
    if (state) return finalize(state)
    if (Object.isFrozen(value) || walked.has(value)) return value
    walked.add(value)
    for (const key of Object.keys(value)) {
      const inner = value[key]
      if (isObject(inner)) {
        const resolved = resolve(inner)
        if (resolved !== inner) value[key] = resolved
      }
    }
    return value
  }

  function finalize(state: State): Obj {
    if (state.final) return state.final
    const copy = state.copy
    if (!copy) return (state.final = state.base)
    state.final = copy
    for (const key of Object.keys(copy)) {
      const value = copy[key]
      if (!isObject(value)) continue
      const child = state.children.get(key)
      // A frozen value still in place may have been changed through the draft handed out for it.
      copy[key] = child && child.base === value ? finalize(session.states.get(child.proxy)!) : resolve(value)
    }
    return copy
  }

  return {
    root,
    finish<R>(result: R) {
      const document = finalize(session.states.get(root)!) as T
      const resolved = resolve(result) as R
      for (const state of session.all) state.revoke()
      return { document, result: resolved }
    },
    discard() {
      for (const state of session.all) state.revoke()
    }
  }
}

/** Freezes a document in place, down to (not into) the parts that are frozen already. */
export function deepFreeze<T>(value: T): T {
  if (!isObject(value) || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze(value[key])
  return value
}
