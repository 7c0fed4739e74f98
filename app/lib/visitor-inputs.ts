/**
 * Input by which the visitor takes the page or a part of it over: a touch, a wheel or trackpad, a
 * key, a pointer. A move or a correction the code started ends when one arrives.
 */
export const visitorInputs = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
