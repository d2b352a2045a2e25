/** Content with the sidebar beside it on wide screens and under it on phones. */
export function TwoColumn({ children, sidebar }: { children: React.ReactNode; sidebar: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0">{children}</div>
      {sidebar}
    </div>
  );
}
