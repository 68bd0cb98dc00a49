#pragma once
// A Source material file (.vmt, KeyValues text: assets/keyvalues.h) read into its
// shader name and the parameters bspview draws by.
//
//   "LightmappedGeneric" { "$basetexture" "concrete/concretefloor001a"  "$translucent" 1 }
//
// Parameters are the shader block's plain pairs (keys lower-cased, a later
// duplicate wins); the Proxies block is kept as its proxies' names and pairs
// (VmtProxy); other nested blocks (per-DirectX-level fallbacks) are ignored. A "patch" material names another with `include` (a full vfs path,
// "materials/....vmt") and changes its parameters: `insert` sets them (adding or
// overriding), `replace` overrides only those the included material has; a value
// of "" removes one. Included patches are followed up to kVmtMaxIncludeDepth deep;
// a material that includes itself, directly or not, is an error.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bsp {

constexpr int kVmtMaxIncludeDepth = 8;

// One material proxy of the Proxies block: its name ("AnimatedTexture", lower-cased)
// and its plain pairs (lower-cased keys, file order), whether bspview evaluates it or not.
struct VmtProxy {
    std::string name;
    std::vector<std::pair<std::string, std::string>> params;
    // A parameter's value by key (case-blind), null when absent.
    const std::string* param(std::string_view key) const;
};

struct VmtMaterial {
    std::string shader;  // lower-cased, e.g. "lightmappedgeneric"; a patch takes its include's
    std::vector<std::pair<std::string, std::string>> params;  // lower-cased keys, file order
    std::vector<VmtProxy> proxies;  // the Proxies block, file order (a patch's own block replaces its include's)
    std::vector<std::string> files;  // the files read: the material first, then each include it patches

    std::string base_texture;   // $basetexture, as written ("" when none)
    std::string base_texture2;  // $basetexture2 (WorldVertexTransition's second layer)
    std::string bump_map;       // $bumpmap: a tangent-space normal map VTF, as written ("" when none)
    bool ssbump = false;        // $ssbump: the bump map holds the three basis weights, not a normal
    bool translucent = false;   // $translucent
    bool alpha_test = false;    // $alphatest
    float alpha_test_reference = 0.5f;  // $alphatestreference
    bool additive = false;      // $additive
    bool no_cull = false;       // $nocull
    bool self_illum = false;    // $selfillum
    // Compile tool flags: the surface is sky (%compilesky, %compile2Dsky) or never
    // drawn (%compilenodraw, %compileskip, %compiletrigger, %compileclip and the
    // other clip/hint/origin tool flags).
    bool tool_sky = false;
    bool tool_nodraw = false;

    // A parameter's value by key (case-blind), null when absent.
    const std::string* param(std::string_view key) const;
};

// Reads a file from the vfs by path ("materials/x/y.vmt"); nullopt when absent.
using VmtFileReader = std::function<std::optional<std::string>(const std::string& path)>;

// `path` names the file in errors and is the first entry of the include chain;
// `read` is used only for `include`s (may be empty when none are expected).
std::optional<VmtMaterial> parse_vmt(std::string_view text, const VmtFileReader& read, std::string* error = nullptr,
                                     const std::string& path = "");

// "CONCRETE\\Floor01" → "materials/concrete/floor01.vmt" (lower case, forward
// slashes; a leading "materials/" or a trailing ".vmt" in the name is not doubled).
std::string vmt_path_of(std::string_view material_name);
// A $basetexture ("Concrete\\Floor01", maybe with "materials/" or ".vtf") → "materials/concrete/floor01.vtf".
std::string vtf_path_of(std::string_view texture_name);

}  // namespace bsp
