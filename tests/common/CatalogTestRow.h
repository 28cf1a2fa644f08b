#pragma once
// Rows the catalog window tests type into the row editor.
#include "catalog/CatalogRowEditor.h"

namespace fleet::test {

// A user accelerator: a copy of the H100 with the architect's numbers (2 PFLOP/s FP8, 8 TB/s, 192 GB).
inline void fillMyChip(fleet::views::CatalogRowEditor& e, const QString& hbmTbPerS = QStringLiteral("8"))
{
    e.setFieldText(QStringLiteral("id"), QStringLiteral("my-chip"));
    e.setFieldText(QStringLiteral("name"), QStringLiteral("My chip"));
    e.setFieldText(QStringLiteral("fp8_tflops"), QStringLiteral("2000"));
    e.setFieldText(QStringLiteral("hbm_gb"), QStringLiteral("192"));
    e.setFieldText(QStringLiteral("hbm_tb_per_s"), hbmTbPerS);
    e.setFieldText(QStringLiteral("source"), QStringLiteral("architect's estimate"));
    e.setFieldText(QStringLiteral("kind"), QStringLiteral("estimate"));
}

} // namespace fleet::test
