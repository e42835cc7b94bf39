import { createContext, type RefObject } from 'react';

/**
 * Where the current step's heading is, so the signup modal can put the focus on it when it opens (instead
 * of its first button), and screen readers start reading at the step's title.
 */
export const StepHeadingRefContext = createContext<RefObject<HTMLHeadingElement | null> | null>(null);
