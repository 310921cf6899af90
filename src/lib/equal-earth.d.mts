export declare const mapFrame: {
  width: number;
  height: number;
  scale: number;
  top: number;
  step: number;
  radius: number;
};
export declare function mapPoint(longitude: number, latitude: number): [number, number];
