;; The inner loops of three jobs on UTF-8 text (json-string-simd.ts), 16 bytes at a time with vector
;; compares: copying a JSON string's contents unescaped (simple escapes decoded here, \u escapes left to the
;; caller), checking their escapes and that they hold no raw line break, and counting the UTF-16 code units
;; of text. Assembled into json-string-wasm.ts by scripts/build-wasm.mjs.
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
    (i32.const 0))
  ;; Whether the hex digit c is one.
  (func $hex (param $c i32) (result i32)
    (i32.or
      (i32.lt_u (i32.sub (local.get $c) (i32.const 48)) (i32.const 10))
      (i32.lt_u (i32.sub (i32.or (local.get $c) (i32.const 32)) (i32.const 97)) (i32.const 6))))

  ;; Checks the string contents [s, end): every escape valid, no raw line break (\n, \r). Returns 1 when
  ;; they pass, 0 when not.
  (func (export "check") (param $s i32) (param $end i32) (result i32)
    (local $v v128) (local $m i32) (local $c i32)
    (loop $next
      (if (i32.le_u (i32.add (local.get $s) (i32.const 16)) (local.get $end))
        (then
          (local.set $v (v128.load align=1 (local.get $s)))
          (local.set $m (i8x16.bitmask (v128.or
            (i8x16.eq (local.get $v) (i8x16.splat (i32.const 92)))
            (v128.or
              (i8x16.eq (local.get $v) (i8x16.splat (i32.const 10)))
              (i8x16.eq (local.get $v) (i8x16.splat (i32.const 13)))))))
          (if (i32.eqz (local.get $m))
            (then
              (local.set $s (i32.add (local.get $s) (i32.const 16)))
              (br $next)))
          (local.set $s (i32.add (local.get $s) (i32.ctz (local.get $m)))))
        (else
          (block $found
            (loop $byte
              (if (i32.ge_u (local.get $s) (local.get $end)) (then (return (i32.const 1))))
              (local.set $c (i32.load8_u (local.get $s)))
              (br_if $found (i32.eq (local.get $c) (i32.const 92)))
              (br_if $found (i32.eq (local.get $c) (i32.const 10)))
              (br_if $found (i32.eq (local.get $c) (i32.const 13)))
              (local.set $s (i32.add (local.get $s) (i32.const 1)))
              (br $byte)))))
      ;; A backslash or a raw line break at s.
      (if (i32.ne (i32.load8_u (local.get $s)) (i32.const 92)) (then (return (i32.const 0))))
      (if (i32.ge_u (i32.add (local.get $s) (i32.const 1)) (local.get $end)) (then (return (i32.const 0))))
      (local.set $c (i32.load8_u offset=1 (local.get $s)))
      (if (i32.eq (local.get $c) (i32.const 117))
        (then
          (if (i32.gt_u (i32.add (local.get $s) (i32.const 6)) (local.get $end)) (then (return (i32.const 0))))
          (if (i32.eqz (i32.and
                (i32.and (call $hex (i32.load8_u offset=2 (local.get $s))) (call $hex (i32.load8_u offset=3 (local.get $s))))
                (i32.and (call $hex (i32.load8_u offset=4 (local.get $s))) (call $hex (i32.load8_u offset=5 (local.get $s))))))
            (then (return (i32.const 0))))
          (local.set $s (i32.add (local.get $s) (i32.const 6)))
          (br $next)))
      (block $ok
        (br_if $ok (i32.eq (local.get $c) (i32.const 110)))
        (br_if $ok (i32.eq (local.get $c) (i32.const 34)))
        (br_if $ok (i32.eq (local.get $c) (i32.const 92)))
        (br_if $ok (i32.eq (local.get $c) (i32.const 47)))
        (br_if $ok (i32.eq (local.get $c) (i32.const 116)))
        (br_if $ok (i32.eq (local.get $c) (i32.const 114)))
        (br_if $ok (i32.eq (local.get $c) (i32.const 98)))
        (br_if $ok (i32.eq (local.get $c) (i32.const 102)))
        (return (i32.const 0)))
      (local.set $s (i32.add (local.get $s) (i32.const 2)))
      (br $next))
    (i32.const 1))

  ;; The UTF-16 length of the UTF-8 text [s, end): one unit per byte that does not continue a sequence
  ;; (signed > -65, i.e. not 0x80..0xBF), and a second one per 4-byte leader (0xF0..0xFF, signed -16..-1),
  ;; whose character is a surrogate pair.
  (func (export "utf16_length") (param $s i32) (param $end i32) (result i32)
    (local $n i32) (local $v v128) (local $b i32)
    (block $tail
      (loop $vec
        (br_if $tail (i32.gt_u (i32.add (local.get $s) (i32.const 16)) (local.get $end)))
        (local.set $v (v128.load (local.get $s)))
        (local.set $n (i32.add (local.get $n) (i32.popcnt (i8x16.bitmask
          (i8x16.gt_s (local.get $v) (v128.const i8x16 -65 -65 -65 -65 -65 -65 -65 -65 -65 -65 -65 -65 -65 -65 -65 -65))))))
        (local.set $n (i32.add (local.get $n) (i32.popcnt (i8x16.bitmask (v128.and
          (i8x16.gt_s (local.get $v) (v128.const i8x16 -17 -17 -17 -17 -17 -17 -17 -17 -17 -17 -17 -17 -17 -17 -17 -17))
          (i8x16.lt_s (local.get $v) (v128.const i8x16 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0)))))))
        (local.set $s (i32.add (local.get $s) (i32.const 16)))
        (br $vec)))
    (block $done
      (loop $byte
        (br_if $done (i32.ge_u (local.get $s) (local.get $end)))
        (local.set $b (i32.load8_u (local.get $s)))
        (if (i32.ne (i32.and (local.get $b) (i32.const 0xc0)) (i32.const 0x80))
          (then (local.set $n (i32.add (local.get $n)
            (select (i32.const 2) (i32.const 1) (i32.ge_u (local.get $b) (i32.const 0xf0)))))))
        (local.set $s (i32.add (local.get $s) (i32.const 1)))
        (br $byte)))
    (local.get $n))
)
