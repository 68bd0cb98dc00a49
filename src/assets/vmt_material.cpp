#include "assets/vmt_material.h"

#include <algorithm>
#include <cstdlib>

#include "assets/keyvalues.h"
#include "core/ascii.h"

namespace bsp {

namespace {

struct VmtError {
    std::string text;
};

// Lower case, forward slashes, no leading slashes, `prefix` and `extension` once.
std::string normalised(std::string_view name, std::string_view prefix, std::string_view extension) {
    std::string s = ascii_lowercase(name);
    for (char& c : s) if (c == '\\') c = '/';
    while (!s.empty() && s.front() == '/') s.erase(s.begin());
    if (s.size() >= extension.size() && s.compare(s.size() - extension.size(), extension.size(), extension) == 0)
        s.resize(s.size() - extension.size());
    if (s.compare(0, prefix.size(), prefix) == 0) s.erase(0, prefix.size());
    return std::string(prefix) + s + std::string(extension);
}

void set_param(std::vector<std::pair<std::string, std::string>>& params, const std::string& key, const std::string& value,
               bool add_when_absent) {
    auto it = std::find_if(params.begin(), params.end(), [&](const auto& p) { return p.first == key; });
    if (value.empty()) {  // "" removes a parameter
        if (it != params.end()) params.erase(it);
        return;
    }
    if (it != params.end()) it->second = value;
    else if (add_when_absent) params.emplace_back(key, value);
}

// The proxies of a Proxies block: each child block a proxy, its plain pairs kept.
std::vector<VmtProxy> proxies_of(const KeyValue& block) {
    std::vector<VmtProxy> out;
    for (const KeyValue& p : block.children) {
        if (!p.block) continue;
        VmtProxy proxy{ascii_lowercase(p.key), {}};
        for (const KeyValue& kv : p.children)
            if (!kv.block) set_param(proxy.params, ascii_lowercase(kv.key), kv.value, true);
        out.push_back(std::move(proxy));
    }
    return out;
}

bool truthy(const std::string* value) { return value && std::strtod(value->c_str(), nullptr) != 0.0; }

struct Loader {
    const VmtFileReader* read;
    std::vector<std::string> chain;  // paths being loaded, outermost first
    std::vector<std::string> files;  // every file read, in the order read

    [[noreturn]] void fail(const std::string& problem) const {
        std::string where = chain.empty() || chain.back().empty() ? std::string() : chain.back() + ": ";
        throw VmtError{where + problem};
    }

    // Shader name and parameters of one file, its includes applied.
    VmtMaterial load(std::string_view text) {
        std::string error;
        auto root = parse_keyvalues(text, &error);
        if (!root) fail(error);
        const KeyValue* shader = nullptr;
        for (const KeyValue& kv : root->children)
            if (kv.block) {
                shader = &kv;
                break;
            }
        if (!shader) fail("no shader block");
        VmtMaterial m;
        if (ascii_iequals(shader->key, "patch")) {
            const KeyValue* include = shader->find("include");
            if (!include || include->block || include->value.empty()) fail("patch material without an include");
            const std::string path = vmt_path_of(include->value);
            if (std::find(chain.begin(), chain.end(), path) != chain.end()) fail("include loop through " + path);
            if (chain.size() > size_t(kVmtMaxIncludeDepth)) fail("includes nested deeper than " + std::to_string(kVmtMaxIncludeDepth));
            std::optional<std::string> included = (read && *read) ? (*read)(path) : std::nullopt;
            if (!included) fail("included material " + path + " not found");
            chain.push_back(path);
            files.push_back(path);
            m = load(*included);
            chain.pop_back();
            for (const KeyValue& section : shader->children) {
                const bool insert = ascii_iequals(section.key, "insert");
                if (!section.block || (!insert && !ascii_iequals(section.key, "replace"))) continue;
                for (const KeyValue& kv : section.children) {
                    if (!kv.block) set_param(m.params, ascii_lowercase(kv.key), kv.value, insert);
                    else if (ascii_iequals(kv.key, "proxies")) m.proxies = proxies_of(kv);
                }
            }
            return m;
        }
        m.shader = ascii_lowercase(shader->key);
        for (const KeyValue& kv : shader->children) {
            if (!kv.block) set_param(m.params, ascii_lowercase(kv.key), kv.value, true);
            else if (ascii_iequals(kv.key, "proxies")) m.proxies = proxies_of(kv);
        }
        return m;
    }
};

}  // namespace

const std::string* VmtProxy::param(std::string_view key) const {
    for (const auto& [k, v] : params)
        if (ascii_iequals(k, key)) return &v;
    return nullptr;
}

const std::string* VmtMaterial::param(std::string_view key) const {
    for (const auto& [k, v] : params)
        if (ascii_iequals(k, key)) return &v;
    return nullptr;
}

std::optional<VmtMaterial> parse_vmt(std::string_view text, const VmtFileReader& read, std::string* error,
                                     const std::string& path) {
    try {
        Loader loader{&read, {path.empty() ? path : vmt_path_of(path)}, {}};
        if (!path.empty()) loader.files.push_back(vmt_path_of(path));
        VmtMaterial m = loader.load(text);
        m.files = std::move(loader.files);
        if (const std::string* v = m.param("$basetexture")) m.base_texture = *v;
        if (const std::string* v = m.param("$basetexture2")) m.base_texture2 = *v;
        if (const std::string* v = m.param("$bumpmap")) m.bump_map = *v;
        m.ssbump = truthy(m.param("$ssbump"));
        m.translucent = truthy(m.param("$translucent"));
        m.alpha_test = truthy(m.param("$alphatest"));
        if (const std::string* v = m.param("$alphatestreference")) m.alpha_test_reference = std::strtof(v->c_str(), nullptr);
        m.additive = truthy(m.param("$additive"));
        m.no_cull = truthy(m.param("$nocull"));
        m.self_illum = truthy(m.param("$selfillum"));
        m.tool_sky = truthy(m.param("%compilesky")) || truthy(m.param("%compile2dsky"));
        for (const char* flag : {"%compilenodraw", "%compileskip", "%compiletrigger", "%compileclip", "%compilehint",
                                 "%compileplayerclip", "%compilenpcclip", "%compileorigin", "%compileinvisible"})
            m.tool_nodraw = m.tool_nodraw || truthy(m.param(flag));
        return m;
    } catch (const VmtError& e) {
        if (error) *error = e.text;
        return std::nullopt;
    }
}

std::string vmt_path_of(std::string_view material_name) { return normalised(material_name, "materials/", ".vmt"); }

std::string vtf_path_of(std::string_view texture_name) { return normalised(texture_name, "materials/", ".vtf"); }

}  // namespace bsp
