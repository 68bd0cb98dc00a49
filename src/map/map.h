#pragma once
// The format-neutral map model. Every parser in src/formats turns a file into a
// Map; everything after it (visibility, rendering, overlay, --info, benchmarks)
// reads only this. Nothing here names a file format: format-specific facts are
// carried as data (lump names, format tag strings for display), never as types.
//
// Conventions: world space, Z up, Quake units; indices are 32-bit; a surface's
// lightmap_uv is in [0,1] across the lightmap image it names (the renderer packs
// images into atlas pages and rewrites uvs once at upload).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/glm.hpp>

#include "core/geometry.h"
#include "map/entity.h"
#include "map/prop_model.h"
#include "map/value_names.h"
#include "map/world_effects.h"

namespace bsp {

struct Vertex {
    glm::vec3 position{0};
    glm::vec3 normal{0, 0, 1};
    glm::vec2 uv{0};           // texture coordinates, in texture repeats (1 = one image width)
    glm::vec2 lightmap_uv{0};  // in [0,1] of the surface's lightmap image
    // Vertex colour (Quake 3 vertex lighting / tint); white when unused. On a
    // Displacement surface the alpha is instead the blend towards the material's
    // second texture (0 = first only, 255 = second only), not opacity.
    glm::u8vec4 color{255};
};

enum class SurfaceKind : uint8_t { Polygon, Patch, Mesh, Flare, Displacement };
const char* surface_kind_name(SurfaceKind k);
constexpr int kSurfaceKindCount = 5;

// Material flags: what the renderer must do differently.
enum MaterialFlag : uint32_t {
    kMaterialSky = 1u << 0,
    kMaterialNoDraw = 1u << 1,       // not drawn at all (clip, trigger, hint, nodraw)
    kMaterialTranslucent = 1u << 2,  // blended, drawn after opaque surfaces back to front
    kMaterialAlphaTest = 1u << 3,    // cut-out (fences, grates)
    kMaterialNoLightmap = 1u << 4,   // fullbright or vertex-lit only
    kMaterialLiquid = 1u << 5,       // water, slime, lava
    kMaterialWarp = 1u << 6,         // texture ripples over time (Quake 1 / GoldSrc turbulent liquids)
    // The embedded sky image holds two layers side by side: the front one on the left
    // (black where the back shows through), the back one on the right; both drift.
    kMaterialSkyLayers = 1u << 7,
    // No surface shows it, and the engine looks up only the materials surfaces show
    // (Quake 3: brush sides name clip, caulk, textures/NULL...): never looked up, so
    // neither decoded nor reported missing.
    kMaterialUnused = 1u << 8,
    // The texture scrolls along its s axis over time (Quake 2's SURF_FLOWING).
    kMaterialFlowing = 1u << 9,
};

// An 8-bit image as the Quake family stores textures: palette indices of the largest
// mip level and the palette the file carries with it, if any. Parsers keep it as read;
// the assets step that knows the game's palette turns it into Material::rgba.
struct PalettedImage {
    std::vector<uint8_t> indices;  // width*height of the material, rows top to bottom
    std::vector<uint8_t> palette;  // 256 × RGB stored with the image (GoldSrc); empty: the game's palette
    bool empty() const { return indices.empty(); }
};

struct Material {
    std::string name;             // as the file names it (Quake 3: shader name without extension)
    uint32_t flags = 0;           // MaterialFlag bits
    int32_t source_surface_flags = 0;  // the format's raw surface flags, for the overlay
    int32_t source_contents = 0;       // the format's raw content flags, for the overlay
    // Embedded image (formats that store textures in the map, e.g. miptex). Empty when the
    // image must be found through the vfs by name.
    int width = 0, height = 0;    // nominal size (also for external images when the format says)
    std::vector<uint8_t> rgba;    // width*height*4 when embedded
    // The embedded image as the parser read it, until the assets step decodes it into rgba.
    PalettedImage paletted;
    // Another (earlier) material whose pixels this one shows, or -1. A file may point
    // thousands of records at one texture (miptex offsets, WAD names); it is read and
    // decoded once, for the first of them, and the others name it here instead of
    // holding a copy. Same name and size as that material; the flags may differ
    // (Quake 2: one .wal as a wall and as a TRANS33 window), each drawn by its own.
    int32_t same_image_as = -1;
    // An animated texture's frames, this material first, then the ones it cycles
    // through (Quake 2's texinfo nexttexinfo chains), at kAnimationFramesPerSecond;
    // empty for a still one.
    std::vector<int32_t> animation;
    static constexpr float kAnimationFramesPerSecond = 2.0f;  // Quake 2's world: (int)(time * 2)
};

// The material whose pixels `index` shows: itself, or the one its same_image_as names.
inline const Material& image_owner(const std::vector<Material>& materials, size_t index) {
    const int32_t owner = materials[index].same_image_as;
    return owner >= 0 && size_t(owner) < materials.size() ? materials[size_t(owner)] : materials[index];
}

// How the assets step (assets/paletted_textures.h) gives a Quake-family map's
// materials their pixels. Formats whose images are files found by name leave it off.
struct PalettedTextureRules {
    // Materials that have a name but no embedded image are looked up by that name in
    // the WAD files worldspawn's "wad" key lists; a nameless one marks a texture slot
    // the file left empty.
    bool wad_lookup = false;
    // Images without their own palette take the game's palette file (Quake); otherwise
    // a built-in palette (GoldSrc, whose engines have no game palette).
    bool game_palette = false;
    // Images without their own palette take the palette of the game's pics/colormap.pcx
    // (Quake 2's .wal textures); the built-in one when the game has none.
    bool pcx_colormap = false;
    // Quake 2's gl1_intensity (default 2): each colour channel of a wall texture is
    // multiplied by it at load and clamped at 255. Liquids and translucent surfaces
    // (kMaterialWarp, kMaterialTranslucent) are drawn at 1/intensity of that, so they
    // keep their colours but lose what the clamp cut. 1: images as stored.
    int texture_intensity = 1;
};

// Light from one switchable or animated light style (formats whose faces carry up
// to four styles: Quake 1, GoldSrc, Quake 2, Source). Style 0, the static light, is
// LightmapImage::rgb itself and never appears here.
struct LightStyleLayer {
    uint8_t style = 0;          // the file's style number (1..254)
    std::vector<uint8_t> rgb;   // same size as the image's rgb
    // Source bump-lit faces: this style's three directional lightmaps, as for
    // LightmapImage::bump_directions; empty for a flat face.
    std::array<std::vector<uint8_t>, 3> bump_directions;
};

// One lightmap image: a Quake 3 128×128 page, an external lm_NNNN.tga page, or a
// per-face rectangle (GoldSrc/Q1/Q2/Source). RGB8, rows top to bottom as stored.
struct LightmapImage {
    int width = 0, height = 0;
    std::vector<uint8_t> rgb;      // width*height*3 (style 0; black when the face has none);
                                   // empty until loaded when external_path is set
    std::string external_path;     // vfs path when the pixels live in a separate file
    bool is_direction_map = false; // deluxemap (light direction): not used for lighting colour
    std::vector<LightStyleLayer> extra_styles;  // the face's other styles, in file order
    // Source bump-lit faces (texinfo SURF_BUMPLIGHT): style 0's light arriving along
    // each of the engine's three tangent-space bump basis directions
    // (render/bump_basis.h), each the size of rgb; a bump-mapped material weights
    // them by its normal map. rgb stays the flat light, used without a normal map.
    // All three empty for a face without bump data.
    std::array<std::vector<uint8_t>, 3> bump_directions;
    bool has_bump_directions() const { return !bump_directions[0].empty(); }
};

// Which lightmap set to load from a file that stores more than one (Source: one lit
// for low and one for high dynamic range). Auto: the format's own preference.
enum class LightmapSet : uint8_t { Auto, Ldr, Hdr };
const char* lightmap_set_name(LightmapSet set);  // "auto", "ldr", "hdr"
std::optional<LightmapSet> lightmap_set_from_name(std::string_view name);

struct Surface {
    SurfaceKind kind = SurfaceKind::Polygon;
    uint32_t first_index = 0, index_count = 0;    // into Map::indices (triangles)
    uint32_t first_vertex = 0, vertex_count = 0;  // into Map::vertices
    int32_t material = -1;   // into Map::materials, -1 when none
    int32_t lightmap = -1;   // into Map::lightmaps, -1 when vertex-lit / unlit
    int32_t face_index = -1; // the face record in the file, for the overlay and picking
    int32_t model = 0;       // which Model (0 = world)
    Aabb bounds;
    int patch_width = 0, patch_height = 0;  // control-point grid size for patches
    int32_t fog = -1;        // into Map::fogs: the fog volume drawn over it; -1 none
    // Source bump-lit faces: the texture's s axis (xyz, unit length) and the tangent
    // frame's handedness (w: +1, or -1 when s x t points away from the face normal),
    // from which render/bump_basis.h builds the frame the lightmap directions were
    // baked in, around each vertex normal as vrad does. Zero for other surfaces.
    glm::vec4 texture_tangent{0.0f};
    // Source overlays: the Map::overlays entry this surface is a piece of; -1 for the
    // map's own faces.
    int32_t overlay = -1;
    // Source: the cube map sample (into Map::cubemaps) whose image the face reflects,
    // as vbsp assigns them (map/cubemap_assignment.h); -1 for faces without $envmap
    // env_cubemap, and for every other format.
    int32_t cubemap = -1;
};

// One Source cube map sample (LUMP_CUBEMAPS, dcubemapsample_t): where buildcubemaps
// renders the surroundings, and the edge of the image it makes.
struct CubemapSample {
    glm::vec3 origin{0.0f};  // the file's integer origin
    int32_t size = 0;        // as stored: 0 = the engine's default edge, n > 0 = 2^(n-1) pixels
    bool image_found = false;  // its c<x>_<y>_<z>.vtf was found (set after the vfs is up)
};

// Control points of a Bezier patch; tessellate_patches() turns them into the
// patch surface's vertices and triangles at a chosen level.
struct PatchSource {
    uint32_t surface = 0;  // into Map::surfaces
    int width = 0, height = 0;
    std::vector<Vertex> control;  // width*height, row-major
    // The bounds of the group of patches that must subdivide alike to meet without
    // cracks, as the map compiler stored them (Quake 3: the surface's lightmapVecs 0
    // and 1); empty when the file has none.
    Aabb lod_group_bounds;
};

struct Node {
    int32_t plane = 0;
    // >= 0: node index; < 0: leaf index -(child+1).
    int32_t children[2] = {0, 0};
    Aabb bounds;
};

struct Leaf {
    int32_t cluster = -1;  // -1: outside the map / no visibility
    int32_t area = -1;
    int32_t contents = 0;  // raw content flags of the format
    Aabb bounds;
    uint32_t first_leaf_surface = 0, leaf_surface_count = 0;  // into Map::leaf_surfaces
    uint32_t first_leaf_brush = 0, leaf_brush_count = 0;      // into Map::leaf_brushes
    int32_t water = -1;  // into Map::water_volumes (Source's leafWaterDataID); -1 none
};

// Decompressed potentially-visible sets: one bit row per cluster.
struct Visibility {
    int32_t cluster_count = 0;
    int32_t row_bytes = 0;
    std::vector<uint8_t> rows;  // cluster_count * row_bytes; empty when the map has no visdata

    bool empty() const { return rows.empty(); }
    bool can_see(int32_t from, int32_t to) const {
        if (rows.empty() || from < 0 || to < 0 || from >= cluster_count || to >= cluster_count) return true;
        return (rows[size_t(from) * size_t(row_bytes) + size_t(to >> 3)] >> (to & 7)) & 1;
    }
};

// Areas: the parts of the map that area portals divide it into (Source: the doors,
// windows and openings func_areaportal entities open and close while the game runs;
// a closed portal hides what lies behind it even where the PVS would let it through).
// Leaf::area indexes Map::areas. Formats without an area lump leave both lists empty.
struct Area {
    uint32_t first_portal = 0, portal_count = 0;  // into Map::area_portals: the portals out of this area
};

// One side of an area portal: each area lists the portals that lead out of it, so a
// portal between two areas appears twice, once in each area's list.
struct AreaPortal {
    // Which entity opens and closes it: the key equals that entity's "portalnumber".
    int32_t portal_key = 0;
    int32_t area = -1;        // the area whose list holds it (-1: no area lists it)
    int32_t other_area = -1;  // the area it leads into
    int32_t plane = -1;       // into Map::planes, -1 when none
    uint32_t first_vertex = 0, vertex_count = 0;  // its clip polygon, into Map::area_portal_vertices
    int32_t entity = -1;      // the entity whose portalnumber is portal_key, -1 when none
};

// The vis portals a map compiler writes beside the map (NAME.prt, the file vis reads
// to make the PVS): the openings between the map's clusters (Quake 3; PRT2's detail
// clusters) or vis leaves (Quake 1 / GoldSrc PRT1). Not part of the BSP; read by the
// loading pipeline when the file is there (formats/portal_file.h).
struct VisPortal {
    int32_t sides[2] = {-1, -1};  // the file's cluster (or vis leaf) numbers on either side
    bool hint = false;            // Quake 3: made by a hint brush
    uint32_t first_vertex = 0, vertex_count = 0;  // its polygon, into PortalFile::vertices
};

struct PortalFile {
    std::string path;     // where it was read from; empty when the map has none
    std::string format;   // "PRT1", "PRT1 (Quake 3)", "PRT2"
    int32_t clusters = 0;              // the portal clusters (or vis leaves) the header counts
    uint32_t solid_faces = 0;          // Quake 3: the solid faces listed after the portals
    std::vector<VisPortal> portals;
    std::vector<glm::vec3> vertices;   // world space; polygons in winding order
    // PRT2: the file cluster of each vis leaf (Leaf::cluster), since its portals join
    // detail clusters of several vis leaves; empty when the file numbers Leaf::cluster's way.
    std::vector<int32_t> cluster_of_leaf_cluster;

    bool empty() const { return portals.empty(); }
    // The file's cluster number for a Leaf::cluster, or -1.
    int32_t file_cluster(int32_t leaf_cluster) const {
        if (leaf_cluster < 0) return -1;
        if (cluster_of_leaf_cluster.empty()) return leaf_cluster;
        return size_t(leaf_cluster) < cluster_of_leaf_cluster.size() ? cluster_of_leaf_cluster[size_t(leaf_cluster)] : -1;
    }
};

// How a brush entity's surfaces are drawn (GoldSrc rendermode/renderamt, Quake
// engines' "alpha" key). Opaque keeps each material's own pass.
enum class ModelBlend : uint8_t { Opaque, AlphaTest, Blend, Additive };

struct Model {
    Aabb bounds;                  // world space (the entity's origin already applied)
    uint32_t first_surface = 0, surface_count = 0;  // into Map::surfaces
    // Where the owning entity places it. place_brush_models() has already moved the
    // model's vertices and bounds by it; kept for display.
    glm::vec3 origin{0};
    bool hidden = false;          // the game never draws it (triggers, invisible entities)
    ModelBlend blend = ModelBlend::Opaque;
    float alpha = 1.0f;           // with Blend / Additive / AlphaTest
};

struct Brush {
    uint32_t first_side = 0, side_count = 0;  // into Map::brush_sides
    int32_t material = -1;
};
struct BrushSide {
    int32_t plane = 0;
    int32_t material = -1;
};

// A fog volume (Quake 3's fogs lump): a brush whose inside is drawn fogged. Surfaces
// inside it name it (Surface::fog); its colour and the depth at which it turns opaque
// come from its material's script (fogParms), resolved by the assets step.
struct FogVolume {
    std::string material;  // the fog shader's name (need not be one of Map::materials)
    int32_t brush = -1;    // into Map::brushes
    Aabb bounds;           // from the brush's axial sides
    // The brush side the fog is seen through (its top, usually): the fog thins towards
    // it when the eye is outside. Its normal points out of the volume.
    bool has_surface = false;
    Plane surface;
};

// Quake 3 style light grid: ambient and directed light at regular points.
struct LightGridSample {
    glm::u8vec3 ambient{0}, directed{0};
    glm::vec3 direction{0, 0, 1};  // unit vector towards the light
};
struct LightGrid {
    glm::vec3 origin{0};      // world position of sample (0,0,0)
    glm::vec3 cell_size{64, 64, 128};
    glm::ivec3 dims{0};
    std::vector<LightGridSample> samples;  // x fastest, then y, then z
    bool empty() const { return samples.empty(); }
};

// Light arriving at a point from each side, the way Source lights models and static
// props that have no baked vertex light: one colour per world axis direction, in the
// order +X, -X, +Y, -Y, +Z, -Z; side 0 is what a surface facing +X receives. Linear
// light on the lightmaps' scale (1.0 = full white); vis/ambient_light.h evaluates it
// for a normal.
using AmbientCube = std::array<glm::vec3, 6>;

// One of the light samples a map compiler measured inside a leaf (Source's per-leaf
// ambient lighting); between samples the engine blends them by distance.
struct AmbientSample {
    glm::vec3 position{0};  // world space
    AmbientCube cube{};
};

// Which ambient samples belong to a leaf (Map::leaf_ambient, one per leaf).
struct LeafAmbient {
    uint32_t first_sample = 0, sample_count = 0;  // into Map::ambient_samples
    // A leaf without samples of its own (vrad measures none in solid leaves) may name
    // a neighbour whose samples the engine uses for it instead; -1 when none.
    int32_t borrow_leaf = -1;
};

// One entry of the file's lump directory, for --info and the lump panel.
struct LumpInfo {
    int index = 0;
    std::string name;
    uint64_t offset = 0, length = 0;
    uint32_t element_size = 0;  // 0 for lumps without fixed-size records
    uint64_t count = 0;         // records (or bytes when element_size is 0)
    // Formats whose directory says more about each lump (Source; Map::lump_details):
    int32_t version = 0;               // the lump's own format version
    bool compressed = false;           // stored compressed (LZMA); length is the stored size
    uint64_t uncompressed_length = 0;  // bytes after decompression (= length when stored plain)
};

// One entry of a game lump directory (Source's lump 35: static props, detail props,
// ...), for --info. `id` is the four-character code as the game names it ("sprp").
struct GameLumpInfo {
    std::string id;
    int32_t version = 0;
    uint64_t length = 0;       // bytes as stored
    bool compressed = false;   // the entry is LZMA-compressed on its own
};

// A model placed by the map itself rather than by an entity (Source's static props,
// the game lump's "sprp"). Only the placement is kept; the model file is named, not loaded.
struct StaticProp {
    int32_t model = -1;          // into Map::static_prop_models; -1 when the file's index is bad
    glm::vec3 origin{0};
    // Pitch, yaw, roll in degrees, Quake's convention: yaw about +Z (counter-clockwise
    // from +X), then pitch about the turned +Y (positive looks down), then roll about +X.
    glm::vec3 angles{0};
    glm::vec3 scale{1};          // per axis; 1 unless the format stores a scale
    int32_t skin = 0;
    float fade_min = 0, fade_max = 0;  // fade distances in units; fade_max 0: never fades
    uint8_t solid = 0;           // collision kind as the format numbers it (Source: 0 none, 2 box, 6 physics model)
    uint8_t flags = 0;           // the format's raw flags
    glm::vec3 lighting_origin{0};  // where its lighting is sampled, when the flags say so
    uint32_t first_leaf = 0, leaf_count = 0;  // into Map::static_prop_leaves

    // World from model: the columns are the model's forward (+X), left (+Y) and up (+Z).
    glm::mat3 rotation() const;
};

// How a placed model is lit, as the game lights it: per-vertex light the map's
// compiler baked for it (Source's sp_N.vhv in the pakfile), else the light the map
// stores per leaf (an ambient cube at its lighting origin), else none found (the
// engine's flat cube of 0.5 on every side).
enum class PropLighting : uint8_t { None, VertexFile, AmbientCube };
const char* prop_lighting_name(PropLighting lighting);

// A model drawn at a place in the map: a static prop, or an entity whose "model" key
// names a model file (Source's prop_dynamic, prop_physics...). Made by the loading
// pipeline (assets/prop_models.h) once the model files could be looked up.
struct PropPlacement {
    int32_t model = -1;        // into Map::prop_models; -1 when its model is missing (a marker shows it)
    int32_t static_prop = -1;  // into Map::static_props, or -1
    int32_t entity = -1;       // into Map::entities, or -1
    std::string model_path;    // as the map names it
    glm::vec3 origin{0};
    glm::mat3 rotation{1.0f};  // world from model (StaticProp::rotation's convention)
    float scale = 1;           // uniform
    int32_t skin = 0;
    float fade_min = 0, fade_max = 0;  // fade_max 0: never fades
    glm::vec3 lighting_origin{0};      // world space: where its light is sampled
    uint32_t first_leaf = 0, leaf_count = 0;  // into Map::prop_leaves: the leaves it is drawn from
    // The area of the leaf its origin is in (-1: outside the tree, or no areas). A model
    // standing in the 3D sky's area belongs to the sky pass alone, whatever other
    // leaves its box reaches into (render/prop_plan.h).
    int32_t area = -1;
    Aabb bounds;               // world space; empty while the model is missing
    PropLighting lighting = PropLighting::None;
    // With VertexFile: one colour per model vertex from here on in Map::prop_vertex_light.
    uint32_t first_vertex_light = 0;
    // With AmbientCube: linear light from +X, -X, +Y, -Y, +Z, -Z (1.0 = full white).
    glm::vec3 ambient[6] = {};

    glm::mat4 world_from_model() const;
};

struct Map {
    // Where it came from and what it is.
    std::string source_path;   // as the user named it (file, archive:path, or vfs path)
    std::string format;        // short tag for display and --info ("q3", "goldsrc", ...)
    std::string format_name;   // human-readable ("Quake 3 IBSP")
    int32_t version = 0;
    uint64_t file_size = 0;
    std::vector<LumpInfo> lumps;
    // The lumps' version, compressed and uncompressed_length fields are filled (Source):
    // --info lists them and the extras below; off for formats that have none of them.
    bool lump_details = false;
    std::vector<GameLumpInfo> game_lumps;  // the game lump's directory; empty when none
    uint64_t pakfile_file_count = 0;       // entries in the embedded zip (Map::pakfile)
    uint64_t pakfile_bytes = 0;            // its size, kept when the loading pipeline takes the bytes
    std::vector<std::string> warnings;  // non-fatal problems found while loading
    // For formats that store several lightmap sets (Source): the ones the file holds
    // and the one Map::lightmaps was made from, by lightmap_set_name ("ldr", "hdr").
    // Both empty for formats with one set, and for a map without light.
    std::vector<std::string> lightmap_sets;
    std::string lightmap_set;
    // What the lightmaps' linear light was multiplied by before the 8-bit curve: the
    // exposure a high-dynamic-range set is shown with (Source's HDR set, worked out
    // from its own light); 1 for every other set.
    float lightmap_exposure = 1.0f;
    // How far the game shifts lightmap and vertex light bytes up before use, so a
    // map looks as it does in its engine: Quake 3 uses 2 (r_mapOverBrightBits, x4
    // with hue kept), Quake-engine ports 1 (x2), GoldSrc 0. Set by the parser.
    int light_shift = 0;
    // Height of the player's eye above a spawn entity's origin in the map's game
    // (Quake 3: 9 spawn lift + 26 view height; Quake 1: 22; GoldSrc: 28).
    float spawn_eye_height = 0;
    // How fast the player runs in the map's game, units per second: the viewer's fly
    // speed when the map opens (Quake 3: g_speed 320; Quake 1 and GoldSrc: sv_maxspeed
    // 320, which caps their 400 forward speed; Source: Half-Life 2's sprint, 320).
    float run_speed = 320;
    // Metres per map unit, for the measuring tool. No engine defines one; these are the
    // mappers' conventions: Quake 1/2/3 32 units to the metre (the player's 56-unit
    // hull as 1.75 m), GoldSrc and Source one inch (Valve's world scale).
    float metres_per_unit = 1.0f / 32.0f;
    // vfs path prefix of a six-image sky cube named by the map's entities (GoldSrc's
    // "skyname", Quake engines' "sky"): <prefix>{rt,bk,lf,ft,up,dn}.<tga|png|jpg>.
    // Empty when the sky comes from materials (Quake 3 shaders) or the map names none.
    std::string skybox;
    // Quake 2's worldspawn "skyrotate" (degrees a second) and "skyaxis": the engine
    // turns the sky box about the axis as time passes (--time).
    float sky_rotate = 0;
    glm::vec3 sky_axis{0, 0, 1};
    PalettedTextureRules paletted_textures;
    // The format's names for Leaf::contents, Material::source_contents and
    // Material::source_surface_flags; each empty when the format stores no such value.
    ValueNames leaf_contents_names, contents_names, surface_flag_names;

    // Geometry.
    std::vector<Vertex> vertices;
    std::vector<uint32_t> indices;
    std::vector<Surface> surfaces;
    std::vector<PatchSource> patches;
    std::vector<Material> materials;
    std::vector<LightmapImage> lightmaps;
    // Vertices/indices before patch tessellation appended its output: re-tessellating
    // truncates back to these and appends again.
    size_t base_vertex_count = 0, base_index_count = 0;
    // Level of the current tessellation: kEnginePatchLevel (0) for the engine's
    // subdivision (map/patch_tessellation.h), 1-32 a fixed level; -1 not tessellated.
    int patch_level = -1;

    // BSP tree and visibility.
    std::vector<Plane> planes;
    std::vector<Node> nodes;  // nodes[0] is the root; empty for a map that is a single leaf
    std::vector<Leaf> leaves;
    std::vector<uint32_t> leaf_surfaces;  // surface indices
    std::vector<uint32_t> leaf_brushes;   // brush indices
    std::vector<Brush> brushes;
    std::vector<BrushSide> brush_sides;
    std::vector<FogVolume> fogs;
    Visibility visibility;
    std::vector<Area> areas;
    std::vector<AreaPortal> area_portals;
    std::vector<glm::vec3> area_portal_vertices;  // world space; polygons in winding order
    PortalFile portal_file;  // the .prt beside the map, when there is one

    std::vector<Model> models;
    std::vector<Entity> entities;
    // Models the map places without entities, the model names they share and the
    // leaves each one touches (leaf indices).
    std::vector<StaticProp> static_props;
    std::vector<std::string> static_prop_models;
    std::vector<uint32_t> static_prop_leaves;
    // Models placed in the map and what they draw (assets/prop_models.h fills them in
    // after parsing, once the vfs can find model files): the loaded models, every
    // placement (static props first, in file order, then model entities), the leaves
    // each placement is drawn from, and baked per-vertex light as display bytes
    // (light already gamma-encoded as the lightmaps are; 255 = the texture as it is).
    std::vector<PropModel> prop_models;
    std::vector<PropPlacement> prop_placements;
    std::vector<uint32_t> prop_leaves;
    std::vector<glm::u8vec4> prop_vertex_light;
    // What linear light is multiplied by before the display curve (the exposure an HDR
    // set is shown with; 1 otherwise), for light the renderer turns into display values.
    float prop_light_scale = 1.0f;
    // A zip archive the map carries inside itself (Source's pakfile lump: materials,
    // textures, models packed with the map); empty when none. The loading pipeline
    // moves it into the vfs, ahead of the game dirs, so it is not held twice.
    std::vector<uint8_t> pakfile;
    LightGrid light_grid;
    // Per-leaf ambient light (Source): the samples, and for each leaf (indexed like
    // `leaves`) which of them are its own. Both empty when the map stores none.
    // ambient_set says where they came from: "ldr" or "hdr" (the set matching
    // lightmap_set, as the engine pairs them), "leaf" (v19 maps: one sample in each
    // leaf record); empty when none.
    std::vector<AmbientSample> ambient_samples;
    std::vector<LeafAmbient> leaf_ambient;
    std::string ambient_set;
    // Source's world effects (map/world_effects.h): the 3D sky box's camera, the
    // env_fog_controller's fog and the leaves' water volumes. Empty elsewhere.
    std::optional<SkyCamera> sky_camera;
    std::optional<LinearFog> fog;
    std::vector<WaterVolume> water_volumes;
    // Source's info_overlay and water overlays (LUMP_OVERLAYS, LUMP_WATEROVERLAYS), each
    // drawn as world surfaces clipped to the faces it lies on (formats/source/source_overlays.cpp).
    std::vector<SourceOverlay> overlays;
    // Source's cube map samples (env_cubemap entities compiled into LUMP_CUBEMAPS);
    // Surface::cubemap indexes them. Empty elsewhere.
    std::vector<CubemapSample> cubemaps;

    // Helpers.
    const Entity* worldspawn() const { return entities.empty() ? nullptr : &entities.front(); }
    uint64_t triangle_count() const;
};

// Triangulates a convex polygon (the surface's vertex_count vertices from
// first_vertex, in order) as a fan from its first vertex, the way the Quake-family
// engines draw faces: sets first_index and index_count, appends to `indices`.
void append_fan_indices(Surface& surface, std::vector<uint32_t>& indices);

}  // namespace bsp
