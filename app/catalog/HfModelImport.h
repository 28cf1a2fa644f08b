#pragma once
// A Hugging Face `config.json` as a catalog model row (issue 27): `fleetplanner-cli catalog import-model` and the
// catalog window's "Import Hugging Face config…". The architecture is read field by field for each supported
// `architectures[0]`, its parameters counted (model/plan/ModelArchitecture.h), and the row is checked by the
// catalog's rules before anything is written. A missing or non-numeric field names the field; an unknown
// architecture names it and the supported ones; a file that is not a regular file, is over 1 MB or is not JSON
// says so. Nothing is written on any of these.
#include "CatalogTables.h"
#include "plan/ModelArchitecture.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::app {

struct HfModelImport {
    std::optional<fleet::catalog::CatalogRow> row; // table `models`, valid by the catalog's rules
    fleet::ModelArchitecture architecture;
    fleet::ParameterCount count;
    QString architectureName; // architectures[0], e.g. LlamaForCausalLM
    QString error;            // set when row is empty
};

inline constexpr qint64 kMaxHfConfigBytes = 1 << 20;

// The supported architectures (architectures[0] of config.json).
QStringList supportedHfArchitectures();

// `id` / `name`: the row's; empty = derived from the config's name (or the file's) / the id.
HfModelImport parseHfConfig(const QByteArray& json, const QString& id, const QString& name,
                            const QString& sourceLabel = QStringLiteral("config.json"));
HfModelImport readHfConfigFile(const QString& path, const QString& id, const QString& name);

} // namespace fleet::app
