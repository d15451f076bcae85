"use client";
import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Browser tests wait for
 * it after every navigation, so a click can never land on server markup whose handlers are not
 * attached yet; assistive tooling may use it the same way.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
