;; The inner loop of copying a JSON string's contents unescaped (json-unescape-simd.ts): 16 bytes at a time,
;; a vector compare finds the next backslash, simple escapes are decoded here, \u escapes are left to the
;; caller. Assembled into json-unescape-wasm.ts by scripts/build-wasm.mjs.
(module
  (memory (export "memory") 1)
  ;; Where the last call stopped: the source position (the end, or an escape left to the caller) and the
  ;; end of what it wrote.
  (global $src (export "src") (mut i32) (i32.const 0))
  (global $dst (export "dst") (mut i32) (i32.const 0))

  ;; Copies the string contents [s, end) to d (a region that does not overlap them), decoding escapes.
  ;; Returns 0 when done, 1 at a \u escape (left to the caller), 2 at a malformed escape.
  (func (export "unescape") (param $s i32) (param $end i32) (param $d i32) (result i32)
    (local $v v128) (local $m i32) (local $c i32)
    (block $done
      (loop $next
        (if (i32.le_u (i32.add (local.get $s) (i32.const 16)) (local.get $end))
          (then
            ;; Copy 16 bytes, then keep those before the first backslash among them, if any.
            (local.set $v (v128.load align=1 (local.get $s)))
            (v128.store align=1 (local.get $d) (local.get $v))
            (local.set $m (i8x16.bitmask (i8x16.eq (local.get $v) (i8x16.splat (i32.const 92)))))
            (if (i32.eqz (local.get $m))
              (then
                (local.set $s (i32.add (local.get $s) (i32.const 16)))
                (local.set $d (i32.add (local.get $d) (i32.const 16)))
                (br $next)))
            (local.set $m (i32.ctz (local.get $m)))
            (local.set $s (i32.add (local.get $s) (local.get $m)))
            (local.set $d (i32.add (local.get $d) (local.get $m))))
          (else
            ;; Fewer than 16 bytes left: byte by byte up to the next backslash or the end.
            (block $backslash
              (loop $byte
                (br_if $done (i32.ge_u (local.get $s) (local.get $end)))
                (local.set $c (i32.load8_u (local.get $s)))
                (br_if $backslash (i32.eq (local.get $c) (i32.const 92)))
                (i32.store8 (local.get $d) (local.get $c))
                (local.set $s (i32.add (local.get $s) (i32.const 1)))
                (local.set $d (i32.add (local.get $d) (i32.const 1)))
                (br $byte)))))
        ;; A backslash at s: decode its escape.
        (global.set $src (local.get $s))
        (global.set $dst (local.get $d))
        (if (i32.ge_u (i32.add (local.get $s) (i32.const 1)) (local.get $end))
          (then (return (i32.const 2))))
        (local.set $c (i32.load8_u offset=1 (local.get $s)))
        (block $put
          (if (i32.eq (local.get $c) (i32.const 110)) (then (local.set $c (i32.const 10)) (br $put)))
          (br_if $put (i32.eq (local.get $c) (i32.const 34)))
          (br_if $put (i32.eq (local.get $c) (i32.const 92)))
          (br_if $put (i32.eq (local.get $c) (i32.const 47)))
          (if (i32.eq (local.get $c) (i32.const 116)) (then (local.set $c (i32.const 9)) (br $put)))
          (if (i32.eq (local.get $c) (i32.const 114)) (then (local.set $c (i32.const 13)) (br $put)))
          (if (i32.eq (local.get $c) (i32.const 98)) (then (local.set $c (i32.const 8)) (br $put)))
          (if (i32.eq (local.get $c) (i32.const 102)) (then (local.set $c (i32.const 12)) (br $put)))
          (if (i32.eq (local.get $c) (i32.const 117)) (then (return (i32.const 1))))
          (return (i32.const 2)))
        (i32.store8 (local.get $d) (local.get $c))
        (local.set $s (i32.add (local.get $s) (i32.const 2)))
        (local.set $d (i32.add (local.get $d) (i32.const 1)))
        (br $next)))
    (global.set $src (local.get $s))
    (global.set $dst (local.get $d))
    (i32.const 0)))
