import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/**
 * The service currently presented (a service page sets it from its slug). The loading overlay
 * runs again whenever it changes, as it does on a route change.
 */
interface ServiceContextValue {
  service: string | null;
  setService: (service: string | null) => void;
}

const ServiceContext = createContext<ServiceContextValue>({
  service: null,
  setService: () => {},
});

export function ServiceProvider({ children }: { children: ReactNode }) {
  const [service, setService] = useState<string | null>(null);
  const value = useMemo(() => ({ service, setService }), [service]);
  return <ServiceContext value={value}>{children}</ServiceContext>;
}

export function useService(): ServiceContextValue {
  return useContext(ServiceContext);
}
