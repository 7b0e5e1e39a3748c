export interface Side {
  features: string;
  alias: string | null;
}
export declare const sides: { server: Side; web: Side };
export declare function featureGraph(root: string, side: Side): Map<string, Set<string>>;
export declare function featureCycles(graph: Map<string, Set<string>>): string[][];
