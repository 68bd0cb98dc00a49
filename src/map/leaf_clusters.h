#pragma once
// Leaf clusters in a map without visdata. With visdata every format checks a leaf's
// cluster against the PVS rows; without it nothing bounds the number, and structures
// sized by the largest cluster (the visibility walk's per-cluster tables) would take
// gigabytes for a cluster of 2^31 - 1. ioquake3 sizes its cluster table the same way
// and fails there. Clusters without visdata only group leaves for the cluster view,
// and a map has no more clusters than leaves, so a cluster at or past the leaf count
// cannot be real.
#include "map/map.h"

namespace bsp {

// Without visdata, sets clusters at or past the leaf count to -1 (outside every
// cluster) and adds one warning naming the lump and how many; with visdata, or when
// all are in range, does nothing.
void drop_clusters_past_leaf_count(Map& map, const char* leaves_lump);

}  // namespace bsp
