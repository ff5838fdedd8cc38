; ModuleID = 'lbm.c'
source_filename = "lbm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@CX = internal constant [19 x i32] [i32 0, i32 1, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 -1, i32 1, i32 -1, i32 1, i32 -1, i32 1, i32 -1, i32 0, i32 0, i32 0, i32 0], align 16, !dbg !0
@CY = internal constant [19 x i32] [i32 0, i32 0, i32 0, i32 1, i32 -1, i32 0, i32 0, i32 1, i32 1, i32 -1, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 -1, i32 1, i32 -1], align 16, !dbg !51
@CZ = internal constant [19 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 -1, i32 -1, i32 1, i32 1, i32 -1, i32 -1], align 16, !dbg !58
@W = internal constant [19 x double] [double 0x3FD5555555555555, double 0x3FAC71C71C71C71C, double 0x3FAC71C71C71C71C, double 0x3FAC71C71C71C71C, double 0x3FAC71C71C71C71C, double 0x3FAC71C71C71C71C, double 0x3FAC71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C, double 0x3F9C71C71C71C71C], align 16, !dbg !60
@OPP = internal constant [19 x i32] [i32 0, i32 2, i32 1, i32 4, i32 3, i32 6, i32 5, i32 10, i32 9, i32 8, i32 7, i32 14, i32 13, i32 12, i32 11, i32 18, i32 17, i32 16, i32 15], align 16, !dbg !65
@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [21 x i8] c"usage: %s INPUT.bin\0A\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [3 x i8] c"rb\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [23 x i8] c"cannot open input file\00", align 1, !dbg !21
@.str.3 = private unnamed_addr constant [20 x i8] c"header too short in\00", align 1, !dbg !26
@.str.4 = private unnamed_addr constant [14 x i8] c"bad header in\00", align 1, !dbg !31
@.str.5 = private unnamed_addr constant [22 x i8] c"out of memory reading\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [34 x i8] c"wrong file size for the header in\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [16 x i8] c"checksum %.15e\0A\00", align 1, !dbg !46
@.str.8 = private unnamed_addr constant [14 x i8] c"lbm: %s '%s'\0A\00", align 1, !dbg !67

; Function Attrs: noinline nounwind uwtable
define dso_local void @lbm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, double noundef %4, double noundef %5, ptr noundef %6, ptr noundef %7) #0 !dbg !77 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca i32, align 4
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  store i32 %0, ptr %9, align 4
    #dbg_declare(ptr %9, !82, !DIExpression(), !83)
  store i32 %1, ptr %10, align 4
    #dbg_declare(ptr %10, !84, !DIExpression(), !85)
  store i32 %2, ptr %11, align 4
    #dbg_declare(ptr %11, !86, !DIExpression(), !87)
  store i32 %3, ptr %12, align 4
    #dbg_declare(ptr %12, !88, !DIExpression(), !89)
  store double %4, ptr %13, align 8
    #dbg_declare(ptr %13, !90, !DIExpression(), !91)
  store double %5, ptr %14, align 8
    #dbg_declare(ptr %14, !92, !DIExpression(), !93)
  store ptr %6, ptr %15, align 8
    #dbg_declare(ptr %15, !94, !DIExpression(), !95)
  store ptr %7, ptr %16, align 8
    #dbg_declare(ptr %16, !96, !DIExpression(), !97)
    #dbg_declare(ptr %17, !98, !DIExpression(), !99)
  %39 = load ptr, ptr %15, align 8, !dbg !100
  store ptr %39, ptr %17, align 8, !dbg !99
    #dbg_declare(ptr %18, !101, !DIExpression(), !102)
  %40 = load ptr, ptr %16, align 8, !dbg !103
  store ptr %40, ptr %18, align 8, !dbg !102
    #dbg_declare(ptr %19, !104, !DIExpression(), !106)
  store i32 0, ptr %19, align 4, !dbg !106
  br label %41, !dbg !107

41:                                               ; preds = %327, %8
  %42 = load i32, ptr %19, align 4, !dbg !108
  %43 = load i32, ptr %12, align 4, !dbg !110
  %44 = icmp slt i32 %42, %43, !dbg !111
  br i1 %44, label %45, label %330, !dbg !112

45:                                               ; preds = %41
    #dbg_declare(ptr %20, !113, !DIExpression(), !116)
  store i32 1, ptr %20, align 4, !dbg !116
  br label %46, !dbg !117

46:                                               ; preds = %320, %45
  %47 = load i32, ptr %20, align 4, !dbg !118
  %48 = load i32, ptr %11, align 4, !dbg !120
  %49 = sub nsw i32 %48, 1, !dbg !121
  %50 = icmp slt i32 %47, %49, !dbg !122
  br i1 %50, label %51, label %323, !dbg !123

51:                                               ; preds = %46
    #dbg_declare(ptr %21, !124, !DIExpression(), !127)
  store i32 1, ptr %21, align 4, !dbg !127
  br label %52, !dbg !128

52:                                               ; preds = %316, %51
  %53 = load i32, ptr %21, align 4, !dbg !129
  %54 = load i32, ptr %10, align 4, !dbg !131
  %55 = sub nsw i32 %54, 1, !dbg !132
  %56 = icmp slt i32 %53, %55, !dbg !133
  br i1 %56, label %57, label %319, !dbg !134

57:                                               ; preds = %52
    #dbg_declare(ptr %22, !135, !DIExpression(), !138)
  store i32 1, ptr %22, align 4, !dbg !138
  br label %58, !dbg !139

58:                                               ; preds = %312, %57
  %59 = load i32, ptr %22, align 4, !dbg !140
  %60 = load i32, ptr %9, align 4, !dbg !142
  %61 = sub nsw i32 %60, 1, !dbg !143
  %62 = icmp slt i32 %59, %61, !dbg !144
  br i1 %62, label %63, label %315, !dbg !145

63:                                               ; preds = %58
    #dbg_declare(ptr %23, !146, !DIExpression(), !148)
  %64 = load i32, ptr %20, align 4, !dbg !149
  %65 = load i32, ptr %10, align 4, !dbg !150
  %66 = mul nsw i32 %64, %65, !dbg !151
  %67 = load i32, ptr %21, align 4, !dbg !152
  %68 = add nsw i32 %66, %67, !dbg !153
  %69 = load i32, ptr %9, align 4, !dbg !154
  %70 = mul nsw i32 %68, %69, !dbg !155
  %71 = load i32, ptr %22, align 4, !dbg !156
  %72 = add nsw i32 %70, %71, !dbg !157
  store i32 %72, ptr %23, align 4, !dbg !148
    #dbg_declare(ptr %24, !158, !DIExpression(), !160)
  %73 = load ptr, ptr %17, align 8, !dbg !161
  %74 = load i32, ptr %23, align 4, !dbg !162
  %75 = sext i32 %74 to i64, !dbg !163
  %76 = mul i64 %75, 19, !dbg !164
  %77 = getelementptr inbounds double, ptr %73, i64 %76, !dbg !165
  store ptr %77, ptr %24, align 8, !dbg !160
    #dbg_declare(ptr %25, !166, !DIExpression(), !167)
  store double 0.000000e+00, ptr %25, align 8, !dbg !167
    #dbg_declare(ptr %26, !168, !DIExpression(), !169)
  store double 0.000000e+00, ptr %26, align 8, !dbg !169
    #dbg_declare(ptr %27, !170, !DIExpression(), !171)
  store double 0.000000e+00, ptr %27, align 8, !dbg !171
    #dbg_declare(ptr %28, !172, !DIExpression(), !173)
  store double 0.000000e+00, ptr %28, align 8, !dbg !173
    #dbg_declare(ptr %29, !174, !DIExpression(), !176)
  store i32 0, ptr %29, align 4, !dbg !176
  br label %78, !dbg !177

78:                                               ; preds = %125, %63
  %79 = load i32, ptr %29, align 4, !dbg !178
  %80 = icmp slt i32 %79, 19, !dbg !180
  br i1 %80, label %81, label %128, !dbg !181

81:                                               ; preds = %78
  %82 = load ptr, ptr %24, align 8, !dbg !182
  %83 = load i32, ptr %29, align 4, !dbg !184
  %84 = sext i32 %83 to i64, !dbg !182
  %85 = getelementptr inbounds double, ptr %82, i64 %84, !dbg !182
  %86 = load double, ptr %85, align 8, !dbg !182
  %87 = load double, ptr %25, align 8, !dbg !185
  %88 = fadd double %87, %86, !dbg !185
  store double %88, ptr %25, align 8, !dbg !185
  %89 = load i32, ptr %29, align 4, !dbg !186
  %90 = sext i32 %89 to i64, !dbg !187
  %91 = getelementptr inbounds [19 x i32], ptr @CX, i64 0, i64 %90, !dbg !187
  %92 = load i32, ptr %91, align 4, !dbg !187
  %93 = sitofp i32 %92 to double, !dbg !187
  %94 = load ptr, ptr %24, align 8, !dbg !188
  %95 = load i32, ptr %29, align 4, !dbg !189
  %96 = sext i32 %95 to i64, !dbg !188
  %97 = getelementptr inbounds double, ptr %94, i64 %96, !dbg !188
  %98 = load double, ptr %97, align 8, !dbg !188
  %99 = load double, ptr %26, align 8, !dbg !190
  %100 = call double @llvm.fmuladd.f64(double %93, double %98, double %99), !dbg !190
  store double %100, ptr %26, align 8, !dbg !190
  %101 = load i32, ptr %29, align 4, !dbg !191
  %102 = sext i32 %101 to i64, !dbg !192
  %103 = getelementptr inbounds [19 x i32], ptr @CY, i64 0, i64 %102, !dbg !192
  %104 = load i32, ptr %103, align 4, !dbg !192
  %105 = sitofp i32 %104 to double, !dbg !192
  %106 = load ptr, ptr %24, align 8, !dbg !193
  %107 = load i32, ptr %29, align 4, !dbg !194
  %108 = sext i32 %107 to i64, !dbg !193
  %109 = getelementptr inbounds double, ptr %106, i64 %108, !dbg !193
  %110 = load double, ptr %109, align 8, !dbg !193
  %111 = load double, ptr %27, align 8, !dbg !195
  %112 = call double @llvm.fmuladd.f64(double %105, double %110, double %111), !dbg !195
  store double %112, ptr %27, align 8, !dbg !195
  %113 = load i32, ptr %29, align 4, !dbg !196
  %114 = sext i32 %113 to i64, !dbg !197
  %115 = getelementptr inbounds [19 x i32], ptr @CZ, i64 0, i64 %114, !dbg !197
  %116 = load i32, ptr %115, align 4, !dbg !197
  %117 = sitofp i32 %116 to double, !dbg !197
  %118 = load ptr, ptr %24, align 8, !dbg !198
  %119 = load i32, ptr %29, align 4, !dbg !199
  %120 = sext i32 %119 to i64, !dbg !198
  %121 = getelementptr inbounds double, ptr %118, i64 %120, !dbg !198
  %122 = load double, ptr %121, align 8, !dbg !198
  %123 = load double, ptr %28, align 8, !dbg !200
  %124 = call double @llvm.fmuladd.f64(double %117, double %122, double %123), !dbg !200
  store double %124, ptr %28, align 8, !dbg !200
  br label %125, !dbg !201

125:                                              ; preds = %81
  %126 = load i32, ptr %29, align 4, !dbg !202
  %127 = add nsw i32 %126, 1, !dbg !202
  store i32 %127, ptr %29, align 4, !dbg !202
  br label %78, !dbg !203, !llvm.loop !204

128:                                              ; preds = %78
  %129 = load double, ptr %25, align 8, !dbg !207
  %130 = load double, ptr %26, align 8, !dbg !208
  %131 = fdiv double %130, %129, !dbg !208
  store double %131, ptr %26, align 8, !dbg !208
  %132 = load double, ptr %25, align 8, !dbg !209
  %133 = load double, ptr %27, align 8, !dbg !210
  %134 = fdiv double %133, %132, !dbg !210
  store double %134, ptr %27, align 8, !dbg !210
  %135 = load double, ptr %25, align 8, !dbg !211
  %136 = load double, ptr %28, align 8, !dbg !212
  %137 = fdiv double %136, %135, !dbg !212
  store double %137, ptr %28, align 8, !dbg !212
    #dbg_declare(ptr %30, !213, !DIExpression(), !214)
  %138 = load double, ptr %26, align 8, !dbg !215
  %139 = load double, ptr %26, align 8, !dbg !216
  %140 = load double, ptr %27, align 8, !dbg !217
  %141 = load double, ptr %27, align 8, !dbg !218
  %142 = fmul double %140, %141, !dbg !219
  %143 = call double @llvm.fmuladd.f64(double %138, double %139, double %142), !dbg !220
  %144 = load double, ptr %28, align 8, !dbg !221
  %145 = load double, ptr %28, align 8, !dbg !222
  %146 = call double @llvm.fmuladd.f64(double %144, double %145, double %143), !dbg !223
  %147 = fmul double 1.500000e+00, %146, !dbg !224
  store double %147, ptr %30, align 8, !dbg !214
    #dbg_declare(ptr %31, !225, !DIExpression(), !227)
  store i32 0, ptr %31, align 4, !dbg !227
  br label %148, !dbg !228

148:                                              ; preds = %308, %128
  %149 = load i32, ptr %31, align 4, !dbg !229
  %150 = icmp slt i32 %149, 19, !dbg !231
  br i1 %150, label %151, label %311, !dbg !232

151:                                              ; preds = %148
    #dbg_declare(ptr %32, !233, !DIExpression(), !235)
  %152 = load i32, ptr %31, align 4, !dbg !236
  %153 = sext i32 %152 to i64, !dbg !237
  %154 = getelementptr inbounds [19 x i32], ptr @CX, i64 0, i64 %153, !dbg !237
  %155 = load i32, ptr %154, align 4, !dbg !237
  %156 = sitofp i32 %155 to double, !dbg !237
  %157 = load double, ptr %26, align 8, !dbg !238
  %158 = load i32, ptr %31, align 4, !dbg !239
  %159 = sext i32 %158 to i64, !dbg !240
  %160 = getelementptr inbounds [19 x i32], ptr @CY, i64 0, i64 %159, !dbg !240
  %161 = load i32, ptr %160, align 4, !dbg !240
  %162 = sitofp i32 %161 to double, !dbg !240
  %163 = load double, ptr %27, align 8, !dbg !241
  %164 = fmul double %162, %163, !dbg !242
  %165 = call double @llvm.fmuladd.f64(double %156, double %157, double %164), !dbg !243
  %166 = load i32, ptr %31, align 4, !dbg !244
  %167 = sext i32 %166 to i64, !dbg !245
  %168 = getelementptr inbounds [19 x i32], ptr @CZ, i64 0, i64 %167, !dbg !245
  %169 = load i32, ptr %168, align 4, !dbg !245
  %170 = sitofp i32 %169 to double, !dbg !245
  %171 = load double, ptr %28, align 8, !dbg !246
  %172 = call double @llvm.fmuladd.f64(double %170, double %171, double %165), !dbg !247
  %173 = fmul double 3.000000e+00, %172, !dbg !248
  store double %173, ptr %32, align 8, !dbg !235
    #dbg_declare(ptr %33, !249, !DIExpression(), !250)
  %174 = load i32, ptr %31, align 4, !dbg !251
  %175 = sext i32 %174 to i64, !dbg !252
  %176 = getelementptr inbounds [19 x double], ptr @W, i64 0, i64 %175, !dbg !252
  %177 = load double, ptr %176, align 8, !dbg !252
  %178 = load double, ptr %25, align 8, !dbg !253
  %179 = fmul double %177, %178, !dbg !254
  %180 = load double, ptr %32, align 8, !dbg !255
  %181 = fadd double 1.000000e+00, %180, !dbg !256
  %182 = load double, ptr %32, align 8, !dbg !257
  %183 = fmul double 5.000000e-01, %182, !dbg !258
  %184 = load double, ptr %32, align 8, !dbg !259
  %185 = call double @llvm.fmuladd.f64(double %183, double %184, double %181), !dbg !260
  %186 = load double, ptr %30, align 8, !dbg !261
  %187 = fsub double %185, %186, !dbg !262
  %188 = fmul double %179, %187, !dbg !263
  store double %188, ptr %33, align 8, !dbg !250
    #dbg_declare(ptr %34, !264, !DIExpression(), !265)
  %189 = load ptr, ptr %24, align 8, !dbg !266
  %190 = load i32, ptr %31, align 4, !dbg !267
  %191 = sext i32 %190 to i64, !dbg !266
  %192 = getelementptr inbounds double, ptr %189, i64 %191, !dbg !266
  %193 = load double, ptr %192, align 8, !dbg !266
  %194 = load double, ptr %13, align 8, !dbg !268
  %195 = load double, ptr %33, align 8, !dbg !269
  %196 = load ptr, ptr %24, align 8, !dbg !270
  %197 = load i32, ptr %31, align 4, !dbg !271
  %198 = sext i32 %197 to i64, !dbg !270
  %199 = getelementptr inbounds double, ptr %196, i64 %198, !dbg !270
  %200 = load double, ptr %199, align 8, !dbg !270
  %201 = fsub double %195, %200, !dbg !272
  %202 = call double @llvm.fmuladd.f64(double %194, double %201, double %193), !dbg !273
  store double %202, ptr %34, align 8, !dbg !265
    #dbg_declare(ptr %35, !274, !DIExpression(), !275)
  %203 = load i32, ptr %22, align 4, !dbg !276
  %204 = load i32, ptr %31, align 4, !dbg !277
  %205 = sext i32 %204 to i64, !dbg !278
  %206 = getelementptr inbounds [19 x i32], ptr @CX, i64 0, i64 %205, !dbg !278
  %207 = load i32, ptr %206, align 4, !dbg !278
  %208 = add nsw i32 %203, %207, !dbg !279
  store i32 %208, ptr %35, align 4, !dbg !275
    #dbg_declare(ptr %36, !280, !DIExpression(), !281)
  %209 = load i32, ptr %21, align 4, !dbg !282
  %210 = load i32, ptr %31, align 4, !dbg !283
  %211 = sext i32 %210 to i64, !dbg !284
  %212 = getelementptr inbounds [19 x i32], ptr @CY, i64 0, i64 %211, !dbg !284
  %213 = load i32, ptr %212, align 4, !dbg !284
  %214 = add nsw i32 %209, %213, !dbg !285
  store i32 %214, ptr %36, align 4, !dbg !281
    #dbg_declare(ptr %37, !286, !DIExpression(), !287)
  %215 = load i32, ptr %20, align 4, !dbg !288
  %216 = load i32, ptr %31, align 4, !dbg !289
  %217 = sext i32 %216 to i64, !dbg !290
  %218 = getelementptr inbounds [19 x i32], ptr @CZ, i64 0, i64 %217, !dbg !290
  %219 = load i32, ptr %218, align 4, !dbg !290
  %220 = add nsw i32 %215, %219, !dbg !291
  store i32 %220, ptr %37, align 4, !dbg !287
  %221 = load i32, ptr %35, align 4, !dbg !292
  %222 = icmp eq i32 %221, 0, !dbg !294
  br i1 %222, label %239, label %223, !dbg !295

223:                                              ; preds = %151
  %224 = load i32, ptr %35, align 4, !dbg !296
  %225 = load i32, ptr %9, align 4, !dbg !297
  %226 = sub nsw i32 %225, 1, !dbg !298
  %227 = icmp eq i32 %224, %226, !dbg !299
  br i1 %227, label %239, label %228, !dbg !300

228:                                              ; preds = %223
  %229 = load i32, ptr %36, align 4, !dbg !301
  %230 = icmp eq i32 %229, 0, !dbg !302
  br i1 %230, label %239, label %231, !dbg !303

231:                                              ; preds = %228
  %232 = load i32, ptr %36, align 4, !dbg !304
  %233 = load i32, ptr %10, align 4, !dbg !305
  %234 = sub nsw i32 %233, 1, !dbg !306
  %235 = icmp eq i32 %232, %234, !dbg !307
  br i1 %235, label %239, label %236, !dbg !308

236:                                              ; preds = %231
  %237 = load i32, ptr %37, align 4, !dbg !309
  %238 = icmp eq i32 %237, 0, !dbg !310
  br i1 %238, label %239, label %252, !dbg !311

239:                                              ; preds = %236, %231, %228, %223, %151
  %240 = load double, ptr %34, align 8, !dbg !312
  %241 = load ptr, ptr %18, align 8, !dbg !313
  %242 = load i32, ptr %23, align 4, !dbg !314
  %243 = sext i32 %242 to i64, !dbg !315
  %244 = mul i64 %243, 19, !dbg !316
  %245 = load i32, ptr %31, align 4, !dbg !317
  %246 = sext i32 %245 to i64, !dbg !318
  %247 = getelementptr inbounds [19 x i32], ptr @OPP, i64 0, i64 %246, !dbg !318
  %248 = load i32, ptr %247, align 4, !dbg !318
  %249 = sext i32 %248 to i64, !dbg !318
  %250 = add i64 %244, %249, !dbg !319
  %251 = getelementptr inbounds double, ptr %241, i64 %250, !dbg !313
  store double %240, ptr %251, align 8, !dbg !320
  br label %307, !dbg !313

252:                                              ; preds = %236
  %253 = load i32, ptr %37, align 4, !dbg !321
  %254 = load i32, ptr %11, align 4, !dbg !323
  %255 = sub nsw i32 %254, 1, !dbg !324
  %256 = icmp eq i32 %253, %255, !dbg !325
  br i1 %256, label %257, label %286, !dbg !326

257:                                              ; preds = %252
  %258 = load double, ptr %34, align 8, !dbg !327
  %259 = load i32, ptr %31, align 4, !dbg !328
  %260 = sext i32 %259 to i64, !dbg !329
  %261 = getelementptr inbounds [19 x double], ptr @W, i64 0, i64 %260, !dbg !329
  %262 = load double, ptr %261, align 8, !dbg !329
  %263 = fmul double 6.000000e+00, %262, !dbg !330
  %264 = load double, ptr %25, align 8, !dbg !331
  %265 = fmul double %263, %264, !dbg !332
  %266 = load i32, ptr %31, align 4, !dbg !333
  %267 = sext i32 %266 to i64, !dbg !334
  %268 = getelementptr inbounds [19 x i32], ptr @CX, i64 0, i64 %267, !dbg !334
  %269 = load i32, ptr %268, align 4, !dbg !334
  %270 = sitofp i32 %269 to double, !dbg !334
  %271 = fmul double %265, %270, !dbg !335
  %272 = load double, ptr %14, align 8, !dbg !336
  %273 = fneg double %271, !dbg !337
  %274 = call double @llvm.fmuladd.f64(double %273, double %272, double %258), !dbg !337
  %275 = load ptr, ptr %18, align 8, !dbg !338
  %276 = load i32, ptr %23, align 4, !dbg !339
  %277 = sext i32 %276 to i64, !dbg !340
  %278 = mul i64 %277, 19, !dbg !341
  %279 = load i32, ptr %31, align 4, !dbg !342
  %280 = sext i32 %279 to i64, !dbg !343
  %281 = getelementptr inbounds [19 x i32], ptr @OPP, i64 0, i64 %280, !dbg !343
  %282 = load i32, ptr %281, align 4, !dbg !343
  %283 = sext i32 %282 to i64, !dbg !343
  %284 = add i64 %278, %283, !dbg !344
  %285 = getelementptr inbounds double, ptr %275, i64 %284, !dbg !338
  store double %274, ptr %285, align 8, !dbg !345
  br label %306, !dbg !338

286:                                              ; preds = %252
  %287 = load double, ptr %34, align 8, !dbg !346
  %288 = load ptr, ptr %18, align 8, !dbg !347
  %289 = load i32, ptr %37, align 4, !dbg !348
  %290 = load i32, ptr %10, align 4, !dbg !349
  %291 = mul nsw i32 %289, %290, !dbg !350
  %292 = load i32, ptr %36, align 4, !dbg !351
  %293 = add nsw i32 %291, %292, !dbg !352
  %294 = sext i32 %293 to i64, !dbg !353
  %295 = load i32, ptr %9, align 4, !dbg !354
  %296 = sext i32 %295 to i64, !dbg !354
  %297 = mul i64 %294, %296, !dbg !355
  %298 = load i32, ptr %35, align 4, !dbg !356
  %299 = sext i32 %298 to i64, !dbg !356
  %300 = add i64 %297, %299, !dbg !357
  %301 = mul i64 %300, 19, !dbg !358
  %302 = load i32, ptr %31, align 4, !dbg !359
  %303 = sext i32 %302 to i64, !dbg !359
  %304 = add i64 %301, %303, !dbg !360
  %305 = getelementptr inbounds double, ptr %288, i64 %304, !dbg !347
  store double %287, ptr %305, align 8, !dbg !361
  br label %306

306:                                              ; preds = %286, %257
  br label %307

307:                                              ; preds = %306, %239
  br label %308, !dbg !362

308:                                              ; preds = %307
  %309 = load i32, ptr %31, align 4, !dbg !363
  %310 = add nsw i32 %309, 1, !dbg !363
  store i32 %310, ptr %31, align 4, !dbg !363
  br label %148, !dbg !364, !llvm.loop !365

311:                                              ; preds = %148
  br label %312, !dbg !367

312:                                              ; preds = %311
  %313 = load i32, ptr %22, align 4, !dbg !368
  %314 = add nsw i32 %313, 1, !dbg !368
  store i32 %314, ptr %22, align 4, !dbg !368
  br label %58, !dbg !369, !llvm.loop !370

315:                                              ; preds = %58
  br label %316, !dbg !372

316:                                              ; preds = %315
  %317 = load i32, ptr %21, align 4, !dbg !373
  %318 = add nsw i32 %317, 1, !dbg !373
  store i32 %318, ptr %21, align 4, !dbg !373
  br label %52, !dbg !374, !llvm.loop !375

319:                                              ; preds = %52
  br label %320, !dbg !377

320:                                              ; preds = %319
  %321 = load i32, ptr %20, align 4, !dbg !378
  %322 = add nsw i32 %321, 1, !dbg !378
  store i32 %322, ptr %20, align 4, !dbg !378
  br label %46, !dbg !379, !llvm.loop !380

323:                                              ; preds = %46
    #dbg_declare(ptr %38, !382, !DIExpression(), !383)
  %324 = load ptr, ptr %17, align 8, !dbg !384
  store ptr %324, ptr %38, align 8, !dbg !383
  %325 = load ptr, ptr %18, align 8, !dbg !385
  store ptr %325, ptr %17, align 8, !dbg !386
  %326 = load ptr, ptr %38, align 8, !dbg !387
  store ptr %326, ptr %18, align 8, !dbg !388
  br label %327, !dbg !389

327:                                              ; preds = %323
  %328 = load i32, ptr %19, align 4, !dbg !390
  %329 = add nsw i32 %328, 1, !dbg !390
  store i32 %329, ptr %19, align 4, !dbg !390
  br label %41, !dbg !391, !llvm.loop !392

330:                                              ; preds = %41
  ret void, !dbg !394
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !395 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [4 x i32], align 16
  %8 = alloca [2 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca double, align 8
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !400, !DIExpression(), !401)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !402, !DIExpression(), !403)
  %23 = load i32, ptr %4, align 4, !dbg !404
  %24 = icmp slt i32 %23, 2, !dbg !406
  br i1 %24, label %25, label %31, !dbg !407

25:                                               ; preds = %2
  %26 = load ptr, ptr @stderr, align 8, !dbg !408
  %27 = load ptr, ptr %5, align 8, !dbg !410
  %28 = getelementptr inbounds ptr, ptr %27, i64 0, !dbg !410
  %29 = load ptr, ptr %28, align 8, !dbg !410
  %30 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %26, ptr noundef @.str, ptr noundef %29) #5, !dbg !411
  store i32 1, ptr %3, align 4, !dbg !412
  br label %252, !dbg !412

31:                                               ; preds = %2
    #dbg_declare(ptr %6, !413, !DIExpression(), !468)
  %32 = load ptr, ptr %5, align 8, !dbg !469
  %33 = getelementptr inbounds ptr, ptr %32, i64 1, !dbg !469
  %34 = load ptr, ptr %33, align 8, !dbg !469
  %35 = call noalias ptr @fopen(ptr noundef %34, ptr noundef @.str.1), !dbg !470
  store ptr %35, ptr %6, align 8, !dbg !468
  %36 = load ptr, ptr %6, align 8, !dbg !471
  %37 = icmp ne ptr %36, null, !dbg !471
  br i1 %37, label %43, label %38, !dbg !473

38:                                               ; preds = %31
  %39 = load ptr, ptr %5, align 8, !dbg !474
  %40 = getelementptr inbounds ptr, ptr %39, i64 1, !dbg !474
  %41 = load ptr, ptr %40, align 8, !dbg !474
  %42 = call i32 @fail(ptr noundef @.str.2, ptr noundef %41, ptr noundef null), !dbg !475
  store i32 %42, ptr %3, align 4, !dbg !476
  br label %252, !dbg !476

43:                                               ; preds = %31
    #dbg_declare(ptr %7, !477, !DIExpression(), !481)
    #dbg_declare(ptr %8, !482, !DIExpression(), !486)
  %44 = load ptr, ptr %6, align 8, !dbg !487
  %45 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !489
  %46 = call i32 @read_exact(ptr noundef %44, ptr noundef %45, i64 noundef 4, i64 noundef 4), !dbg !490
  %47 = icmp ne i32 %46, 0, !dbg !490
  br i1 %47, label %48, label %53, !dbg !491

48:                                               ; preds = %43
  %49 = load ptr, ptr %6, align 8, !dbg !492
  %50 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0, !dbg !493
  %51 = call i32 @read_exact(ptr noundef %49, ptr noundef %50, i64 noundef 8, i64 noundef 2), !dbg !494
  %52 = icmp ne i32 %51, 0, !dbg !494
  br i1 %52, label %59, label %53, !dbg !495

53:                                               ; preds = %48, %43
  %54 = load ptr, ptr %5, align 8, !dbg !496
  %55 = getelementptr inbounds ptr, ptr %54, i64 1, !dbg !496
  %56 = load ptr, ptr %55, align 8, !dbg !496
  %57 = load ptr, ptr %6, align 8, !dbg !497
  %58 = call i32 @fail(ptr noundef @.str.3, ptr noundef %56, ptr noundef %57), !dbg !498
  store i32 %58, ptr %3, align 4, !dbg !499
  br label %252, !dbg !499

59:                                               ; preds = %48
    #dbg_declare(ptr %9, !500, !DIExpression(), !501)
  %60 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !502
  %61 = load i32, ptr %60, align 16, !dbg !502
  store i32 %61, ptr %9, align 4, !dbg !501
    #dbg_declare(ptr %10, !503, !DIExpression(), !504)
  %62 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1, !dbg !505
  %63 = load i32, ptr %62, align 4, !dbg !505
  store i32 %63, ptr %10, align 4, !dbg !504
    #dbg_declare(ptr %11, !506, !DIExpression(), !507)
  %64 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2, !dbg !508
  %65 = load i32, ptr %64, align 8, !dbg !508
  store i32 %65, ptr %11, align 4, !dbg !507
    #dbg_declare(ptr %12, !509, !DIExpression(), !510)
  %66 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3, !dbg !511
  %67 = load i32, ptr %66, align 4, !dbg !511
  store i32 %67, ptr %12, align 4, !dbg !510
  %68 = load i32, ptr %9, align 4, !dbg !512
  %69 = icmp slt i32 %68, 3, !dbg !514
  br i1 %69, label %98, label %70, !dbg !515

70:                                               ; preds = %59
  %71 = load i32, ptr %10, align 4, !dbg !516
  %72 = icmp slt i32 %71, 3, !dbg !517
  br i1 %72, label %98, label %73, !dbg !518

73:                                               ; preds = %70
  %74 = load i32, ptr %11, align 4, !dbg !519
  %75 = icmp slt i32 %74, 3, !dbg !520
  br i1 %75, label %98, label %76, !dbg !521

76:                                               ; preds = %73
  %77 = load i32, ptr %12, align 4, !dbg !522
  %78 = icmp slt i32 %77, 0, !dbg !523
  br i1 %78, label %98, label %79, !dbg !524

79:                                               ; preds = %76
  %80 = load i32, ptr %9, align 4, !dbg !525
  %81 = icmp sgt i32 %80, 2048, !dbg !526
  br i1 %81, label %98, label %82, !dbg !527

82:                                               ; preds = %79
  %83 = load i32, ptr %10, align 4, !dbg !528
  %84 = icmp sgt i32 %83, 2048, !dbg !529
  br i1 %84, label %98, label %85, !dbg !530

85:                                               ; preds = %82
  %86 = load i32, ptr %11, align 4, !dbg !531
  %87 = icmp sgt i32 %86, 2048, !dbg !532
  br i1 %87, label %98, label %88, !dbg !533

88:                                               ; preds = %85
  %89 = load i32, ptr %9, align 4, !dbg !534
  %90 = sext i32 %89 to i64, !dbg !535
  %91 = load i32, ptr %10, align 4, !dbg !536
  %92 = sext i32 %91 to i64, !dbg !536
  %93 = mul nsw i64 %90, %92, !dbg !537
  %94 = load i32, ptr %11, align 4, !dbg !538
  %95 = sext i32 %94 to i64, !dbg !538
  %96 = mul nsw i64 %93, %95, !dbg !539
  %97 = icmp sgt i64 %96, 20000000, !dbg !540
  br i1 %97, label %98, label %104, !dbg !541

98:                                               ; preds = %88, %85, %82, %79, %76, %73, %70, %59
  %99 = load ptr, ptr %5, align 8, !dbg !542
  %100 = getelementptr inbounds ptr, ptr %99, i64 1, !dbg !542
  %101 = load ptr, ptr %100, align 8, !dbg !542
  %102 = load ptr, ptr %6, align 8, !dbg !543
  %103 = call i32 @fail(ptr noundef @.str.4, ptr noundef %101, ptr noundef %102), !dbg !544
  store i32 %103, ptr %3, align 4, !dbg !545
  br label %252, !dbg !545

104:                                              ; preds = %88
    #dbg_declare(ptr %13, !546, !DIExpression(), !547)
  %105 = load i32, ptr %9, align 4, !dbg !548
  %106 = sext i32 %105 to i64, !dbg !549
  %107 = load i32, ptr %10, align 4, !dbg !550
  %108 = sext i32 %107 to i64, !dbg !550
  %109 = mul i64 %106, %108, !dbg !551
  %110 = load i32, ptr %11, align 4, !dbg !552
  %111 = sext i32 %110 to i64, !dbg !552
  %112 = mul i64 %109, %111, !dbg !553
  store i64 %112, ptr %13, align 8, !dbg !547
    #dbg_declare(ptr %14, !554, !DIExpression(), !555)
  %113 = load i64, ptr %13, align 8, !dbg !556
  %114 = mul i64 %113, 8, !dbg !557
  %115 = call noalias ptr @malloc(i64 noundef %114) #6, !dbg !558
  store ptr %115, ptr %14, align 8, !dbg !555
    #dbg_declare(ptr %15, !559, !DIExpression(), !560)
  %116 = load i64, ptr %13, align 8, !dbg !561
  %117 = mul i64 %116, 19, !dbg !562
  %118 = mul i64 %117, 8, !dbg !563
  %119 = call noalias ptr @malloc(i64 noundef %118) #6, !dbg !564
  store ptr %119, ptr %15, align 8, !dbg !560
    #dbg_declare(ptr %16, !565, !DIExpression(), !566)
  %120 = load i64, ptr %13, align 8, !dbg !567
  %121 = mul i64 %120, 19, !dbg !568
  %122 = mul i64 %121, 8, !dbg !569
  %123 = call noalias ptr @malloc(i64 noundef %122) #6, !dbg !570
  store ptr %123, ptr %16, align 8, !dbg !566
  %124 = load ptr, ptr %14, align 8, !dbg !571
  %125 = icmp ne ptr %124, null, !dbg !571
  br i1 %125, label %126, label %132, !dbg !573

126:                                              ; preds = %104
  %127 = load ptr, ptr %15, align 8, !dbg !574
  %128 = icmp ne ptr %127, null, !dbg !574
  br i1 %128, label %129, label %132, !dbg !575

129:                                              ; preds = %126
  %130 = load ptr, ptr %16, align 8, !dbg !576
  %131 = icmp ne ptr %130, null, !dbg !576
  br i1 %131, label %138, label %132, !dbg !577

132:                                              ; preds = %129, %126, %104
  %133 = load ptr, ptr %5, align 8, !dbg !578
  %134 = getelementptr inbounds ptr, ptr %133, i64 1, !dbg !578
  %135 = load ptr, ptr %134, align 8, !dbg !578
  %136 = load ptr, ptr %6, align 8, !dbg !579
  %137 = call i32 @fail(ptr noundef @.str.5, ptr noundef %135, ptr noundef %136), !dbg !580
  store i32 %137, ptr %3, align 4, !dbg !581
  br label %252, !dbg !581

138:                                              ; preds = %129
  %139 = load ptr, ptr %6, align 8, !dbg !582
  %140 = load ptr, ptr %14, align 8, !dbg !584
  %141 = load i64, ptr %13, align 8, !dbg !585
  %142 = call i32 @read_exact(ptr noundef %139, ptr noundef %140, i64 noundef 8, i64 noundef %141), !dbg !586
  %143 = icmp ne i32 %142, 0, !dbg !586
  br i1 %143, label %144, label %148, !dbg !587

144:                                              ; preds = %138
  %145 = load ptr, ptr %6, align 8, !dbg !588
  %146 = call i32 @fgetc(ptr noundef %145), !dbg !589
  %147 = icmp ne i32 %146, -1, !dbg !590
  br i1 %147, label %148, label %154, !dbg !591

148:                                              ; preds = %144, %138
  %149 = load ptr, ptr %5, align 8, !dbg !592
  %150 = getelementptr inbounds ptr, ptr %149, i64 1, !dbg !592
  %151 = load ptr, ptr %150, align 8, !dbg !592
  %152 = load ptr, ptr %6, align 8, !dbg !593
  %153 = call i32 @fail(ptr noundef @.str.6, ptr noundef %151, ptr noundef %152), !dbg !594
  store i32 %153, ptr %3, align 4, !dbg !595
  br label %252, !dbg !595

154:                                              ; preds = %144
  %155 = load ptr, ptr %6, align 8, !dbg !596
  %156 = call i32 @fclose(ptr noundef %155), !dbg !597
    #dbg_declare(ptr %17, !598, !DIExpression(), !600)
  store i64 0, ptr %17, align 8, !dbg !600
  br label %157, !dbg !601

157:                                              ; preds = %193, %154
  %158 = load i64, ptr %17, align 8, !dbg !602
  %159 = load i64, ptr %13, align 8, !dbg !604
  %160 = icmp ult i64 %158, %159, !dbg !605
  br i1 %160, label %161, label %196, !dbg !606

161:                                              ; preds = %157
    #dbg_declare(ptr %18, !607, !DIExpression(), !609)
  store i32 0, ptr %18, align 4, !dbg !609
  br label %162, !dbg !610

162:                                              ; preds = %189, %161
  %163 = load i32, ptr %18, align 4, !dbg !611
  %164 = icmp slt i32 %163, 19, !dbg !613
  br i1 %164, label %165, label %192, !dbg !614

165:                                              ; preds = %162
  %166 = load i32, ptr %18, align 4, !dbg !615
  %167 = sext i32 %166 to i64, !dbg !616
  %168 = getelementptr inbounds [19 x double], ptr @W, i64 0, i64 %167, !dbg !616
  %169 = load double, ptr %168, align 8, !dbg !616
  %170 = load ptr, ptr %14, align 8, !dbg !617
  %171 = load i64, ptr %17, align 8, !dbg !618
  %172 = getelementptr inbounds double, ptr %170, i64 %171, !dbg !617
  %173 = load double, ptr %172, align 8, !dbg !617
  %174 = fmul double %169, %173, !dbg !619
  %175 = load ptr, ptr %16, align 8, !dbg !620
  %176 = load i64, ptr %17, align 8, !dbg !621
  %177 = mul i64 %176, 19, !dbg !622
  %178 = load i32, ptr %18, align 4, !dbg !623
  %179 = sext i32 %178 to i64, !dbg !623
  %180 = add i64 %177, %179, !dbg !624
  %181 = getelementptr inbounds double, ptr %175, i64 %180, !dbg !620
  store double %174, ptr %181, align 8, !dbg !625
  %182 = load ptr, ptr %15, align 8, !dbg !626
  %183 = load i64, ptr %17, align 8, !dbg !627
  %184 = mul i64 %183, 19, !dbg !628
  %185 = load i32, ptr %18, align 4, !dbg !629
  %186 = sext i32 %185 to i64, !dbg !629
  %187 = add i64 %184, %186, !dbg !630
  %188 = getelementptr inbounds double, ptr %182, i64 %187, !dbg !626
  store double %174, ptr %188, align 8, !dbg !631
  br label %189, !dbg !626

189:                                              ; preds = %165
  %190 = load i32, ptr %18, align 4, !dbg !632
  %191 = add nsw i32 %190, 1, !dbg !632
  store i32 %191, ptr %18, align 4, !dbg !632
  br label %162, !dbg !633, !llvm.loop !634

192:                                              ; preds = %162
  br label %193, !dbg !635

193:                                              ; preds = %192
  %194 = load i64, ptr %17, align 8, !dbg !636
  %195 = add i64 %194, 1, !dbg !636
  store i64 %195, ptr %17, align 8, !dbg !636
  br label %157, !dbg !637, !llvm.loop !638

196:                                              ; preds = %157
  %197 = load ptr, ptr %14, align 8, !dbg !640
  call void @free(ptr noundef %197) #5, !dbg !641
  %198 = load i32, ptr %9, align 4, !dbg !642
  %199 = load i32, ptr %10, align 4, !dbg !643
  %200 = load i32, ptr %11, align 4, !dbg !644
  %201 = load i32, ptr %12, align 4, !dbg !645
  %202 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0, !dbg !646
  %203 = load double, ptr %202, align 16, !dbg !646
  %204 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1, !dbg !647
  %205 = load double, ptr %204, align 8, !dbg !647
  %206 = load ptr, ptr %15, align 8, !dbg !648
  %207 = load ptr, ptr %16, align 8, !dbg !649
  call void @lbm(i32 noundef %198, i32 noundef %199, i32 noundef %200, i32 noundef %201, double noundef %203, double noundef %205, ptr noundef %206, ptr noundef %207), !dbg !650
    #dbg_declare(ptr %19, !651, !DIExpression(), !652)
  %208 = load i32, ptr %12, align 4, !dbg !653
  %209 = srem i32 %208, 2, !dbg !654
  %210 = icmp eq i32 %209, 0, !dbg !655
  br i1 %210, label %211, label %213, !dbg !656

211:                                              ; preds = %196
  %212 = load ptr, ptr %15, align 8, !dbg !657
  br label %215, !dbg !656

213:                                              ; preds = %196
  %214 = load ptr, ptr %16, align 8, !dbg !658
  br label %215, !dbg !656

215:                                              ; preds = %213, %211
  %216 = phi ptr [ %212, %211 ], [ %214, %213 ], !dbg !656
  store ptr %216, ptr %19, align 8, !dbg !652
    #dbg_declare(ptr %20, !659, !DIExpression(), !660)
  store double 0.000000e+00, ptr %20, align 8, !dbg !660
    #dbg_declare(ptr %21, !661, !DIExpression(), !663)
  store i64 0, ptr %21, align 8, !dbg !663
  br label %217, !dbg !664

217:                                              ; preds = %244, %215
  %218 = load i64, ptr %21, align 8, !dbg !665
  %219 = load i64, ptr %13, align 8, !dbg !667
  %220 = icmp ult i64 %218, %219, !dbg !668
  br i1 %220, label %221, label %247, !dbg !669

221:                                              ; preds = %217
    #dbg_declare(ptr %22, !670, !DIExpression(), !672)
  store i32 0, ptr %22, align 4, !dbg !672
  br label %222, !dbg !673

222:                                              ; preds = %240, %221
  %223 = load i32, ptr %22, align 4, !dbg !674
  %224 = icmp slt i32 %223, 19, !dbg !676
  br i1 %224, label %225, label %243, !dbg !677

225:                                              ; preds = %222
  %226 = load i32, ptr %22, align 4, !dbg !678
  %227 = srem i32 %226, 5, !dbg !679
  %228 = add nsw i32 1, %227, !dbg !680
  %229 = sitofp i32 %228 to double, !dbg !681
  %230 = load ptr, ptr %19, align 8, !dbg !682
  %231 = load i64, ptr %21, align 8, !dbg !683
  %232 = mul i64 %231, 19, !dbg !684
  %233 = load i32, ptr %22, align 4, !dbg !685
  %234 = sext i32 %233 to i64, !dbg !685
  %235 = add i64 %232, %234, !dbg !686
  %236 = getelementptr inbounds double, ptr %230, i64 %235, !dbg !682
  %237 = load double, ptr %236, align 8, !dbg !682
  %238 = load double, ptr %20, align 8, !dbg !687
  %239 = call double @llvm.fmuladd.f64(double %229, double %237, double %238), !dbg !687
  store double %239, ptr %20, align 8, !dbg !687
  br label %240, !dbg !688

240:                                              ; preds = %225
  %241 = load i32, ptr %22, align 4, !dbg !689
  %242 = add nsw i32 %241, 1, !dbg !689
  store i32 %242, ptr %22, align 4, !dbg !689
  br label %222, !dbg !690, !llvm.loop !691

243:                                              ; preds = %222
  br label %244, !dbg !692

244:                                              ; preds = %243
  %245 = load i64, ptr %21, align 8, !dbg !693
  %246 = add i64 %245, 1, !dbg !693
  store i64 %246, ptr %21, align 8, !dbg !693
  br label %217, !dbg !694, !llvm.loop !695

247:                                              ; preds = %217
  %248 = load double, ptr %20, align 8, !dbg !697
  %249 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %248), !dbg !698
  %250 = load ptr, ptr %15, align 8, !dbg !699
  call void @free(ptr noundef %250) #5, !dbg !700
  %251 = load ptr, ptr %16, align 8, !dbg !701
  call void @free(ptr noundef %251) #5, !dbg !702
  store i32 0, ptr %3, align 4, !dbg !703
  br label %252, !dbg !703

252:                                              ; preds = %247, %148, %132, %98, %53, %38, %25
  %253 = load i32, ptr %3, align 4, !dbg !704
  ret i32 %253, !dbg !704
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !705 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !710, !DIExpression(), !711)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !712, !DIExpression(), !713)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !714, !DIExpression(), !715)
  %7 = load ptr, ptr @stderr, align 8, !dbg !716
  %8 = load ptr, ptr %4, align 8, !dbg !717
  %9 = load ptr, ptr %5, align 8, !dbg !718
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.8, ptr noundef %8, ptr noundef %9) #5, !dbg !719
  %11 = load ptr, ptr %6, align 8, !dbg !720
  %12 = icmp ne ptr %11, null, !dbg !720
  br i1 %12, label %13, label %16, !dbg !722

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !723
  %15 = call i32 @fclose(ptr noundef %14), !dbg !724
  br label %16, !dbg !724

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !725
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !726 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !729, !DIExpression(), !730)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !731, !DIExpression(), !732)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !733, !DIExpression(), !734)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !735, !DIExpression(), !736)
  %9 = load ptr, ptr %6, align 8, !dbg !737
  %10 = load i64, ptr %7, align 8, !dbg !738
  %11 = load i64, ptr %8, align 8, !dbg !739
  %12 = load ptr, ptr %5, align 8, !dbg !740
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !741
  %14 = load i64, ptr %8, align 8, !dbg !742
  %15 = icmp eq i64 %13, %14, !dbg !743
  %16 = zext i1 %15 to i32, !dbg !743
  ret i32 %16, !dbg !744
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

declare i32 @fgetc(ptr noundef) #3

declare i32 @fclose(ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "CX", scope: !2, file: !3, line: 21, type: !53, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lbm.c", directory: "/work/main/workloads/lbm", checksumkind: CSK_MD5, checksum: "e02d13758c3f807bec682952a9d07b19")
!4 = !{!5, !8}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 18, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!9 = !{!10, !16, !21, !26, !31, !36, !41, !46, !0, !51, !58, !60, !65, !67}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 168, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 21)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 24, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 3)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 184, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 23)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 20)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 112, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 14)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 272, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 34)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "CY", scope: !2, file: !3, line: 22, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 608, elements: !56)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !{!57}
!57 = !DISubrange(count: 19)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "CZ", scope: !2, file: !3, line: 23, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "W", scope: !2, file: !3, line: 25, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 1216, elements: !56)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "OPP", scope: !2, file: !3, line: 24, type: !53, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !33, isLocal: true, isDefinition: true)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"frame-pointer", i32 2}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "lbm", scope: !3, file: !3, line: 30, type: !78, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !55, !55, !55, !55, !64, !64, !80, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!81 = !{}
!82 = !DILocalVariable(name: "nx", arg: 1, scope: !77, file: !3, line: 30, type: !55)
!83 = !DILocation(line: 30, column: 14, scope: !77)
!84 = !DILocalVariable(name: "ny", arg: 2, scope: !77, file: !3, line: 30, type: !55)
!85 = !DILocation(line: 30, column: 22, scope: !77)
!86 = !DILocalVariable(name: "nz", arg: 3, scope: !77, file: !3, line: 30, type: !55)
!87 = !DILocation(line: 30, column: 30, scope: !77)
!88 = !DILocalVariable(name: "steps", arg: 4, scope: !77, file: !3, line: 30, type: !55)
!89 = !DILocation(line: 30, column: 38, scope: !77)
!90 = !DILocalVariable(name: "omega", arg: 5, scope: !77, file: !3, line: 30, type: !64)
!91 = !DILocation(line: 30, column: 52, scope: !77)
!92 = !DILocalVariable(name: "ulid", arg: 6, scope: !77, file: !3, line: 30, type: !64)
!93 = !DILocation(line: 30, column: 66, scope: !77)
!94 = !DILocalVariable(name: "src_grid", arg: 7, scope: !77, file: !3, line: 30, type: !80)
!95 = !DILocation(line: 30, column: 80, scope: !77)
!96 = !DILocalVariable(name: "dst_grid", arg: 8, scope: !77, file: !3, line: 31, type: !80)
!97 = !DILocation(line: 31, column: 18, scope: !77)
!98 = !DILocalVariable(name: "src", scope: !77, file: !3, line: 33, type: !80)
!99 = !DILocation(line: 33, column: 13, scope: !77)
!100 = !DILocation(line: 33, column: 19, scope: !77)
!101 = !DILocalVariable(name: "dst", scope: !77, file: !3, line: 34, type: !80)
!102 = !DILocation(line: 34, column: 13, scope: !77)
!103 = !DILocation(line: 34, column: 19, scope: !77)
!104 = !DILocalVariable(name: "t", scope: !105, file: !3, line: 35, type: !55)
!105 = distinct !DILexicalBlock(scope: !77, file: !3, line: 35, column: 5)
!106 = !DILocation(line: 35, column: 14, scope: !105)
!107 = !DILocation(line: 35, column: 10, scope: !105)
!108 = !DILocation(line: 35, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !3, line: 35, column: 5)
!110 = !DILocation(line: 35, column: 25, scope: !109)
!111 = !DILocation(line: 35, column: 23, scope: !109)
!112 = !DILocation(line: 35, column: 5, scope: !105)
!113 = !DILocalVariable(name: "z", scope: !114, file: !3, line: 36, type: !55)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 36, column: 9)
!115 = distinct !DILexicalBlock(scope: !109, file: !3, line: 35, column: 37)
!116 = !DILocation(line: 36, column: 18, scope: !114)
!117 = !DILocation(line: 36, column: 14, scope: !114)
!118 = !DILocation(line: 36, column: 25, scope: !119)
!119 = distinct !DILexicalBlock(scope: !114, file: !3, line: 36, column: 9)
!120 = !DILocation(line: 36, column: 29, scope: !119)
!121 = !DILocation(line: 36, column: 32, scope: !119)
!122 = !DILocation(line: 36, column: 27, scope: !119)
!123 = !DILocation(line: 36, column: 9, scope: !114)
!124 = !DILocalVariable(name: "y", scope: !125, file: !3, line: 37, type: !55)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 37, column: 13)
!126 = distinct !DILexicalBlock(scope: !119, file: !3, line: 36, column: 42)
!127 = !DILocation(line: 37, column: 22, scope: !125)
!128 = !DILocation(line: 37, column: 18, scope: !125)
!129 = !DILocation(line: 37, column: 29, scope: !130)
!130 = distinct !DILexicalBlock(scope: !125, file: !3, line: 37, column: 13)
!131 = !DILocation(line: 37, column: 33, scope: !130)
!132 = !DILocation(line: 37, column: 36, scope: !130)
!133 = !DILocation(line: 37, column: 31, scope: !130)
!134 = !DILocation(line: 37, column: 13, scope: !125)
!135 = !DILocalVariable(name: "x", scope: !136, file: !3, line: 38, type: !55)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 38, column: 17)
!137 = distinct !DILexicalBlock(scope: !130, file: !3, line: 37, column: 46)
!138 = !DILocation(line: 38, column: 26, scope: !136)
!139 = !DILocation(line: 38, column: 22, scope: !136)
!140 = !DILocation(line: 38, column: 33, scope: !141)
!141 = distinct !DILexicalBlock(scope: !136, file: !3, line: 38, column: 17)
!142 = !DILocation(line: 38, column: 37, scope: !141)
!143 = !DILocation(line: 38, column: 40, scope: !141)
!144 = !DILocation(line: 38, column: 35, scope: !141)
!145 = !DILocation(line: 38, column: 17, scope: !136)
!146 = !DILocalVariable(name: "cell", scope: !147, file: !3, line: 39, type: !55)
!147 = distinct !DILexicalBlock(scope: !141, file: !3, line: 38, column: 50)
!148 = !DILocation(line: 39, column: 25, scope: !147)
!149 = !DILocation(line: 39, column: 33, scope: !147)
!150 = !DILocation(line: 39, column: 37, scope: !147)
!151 = !DILocation(line: 39, column: 35, scope: !147)
!152 = !DILocation(line: 39, column: 42, scope: !147)
!153 = !DILocation(line: 39, column: 40, scope: !147)
!154 = !DILocation(line: 39, column: 47, scope: !147)
!155 = !DILocation(line: 39, column: 45, scope: !147)
!156 = !DILocation(line: 39, column: 52, scope: !147)
!157 = !DILocation(line: 39, column: 50, scope: !147)
!158 = !DILocalVariable(name: "fc", scope: !147, file: !3, line: 40, type: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!160 = !DILocation(line: 40, column: 35, scope: !147)
!161 = !DILocation(line: 40, column: 40, scope: !147)
!162 = !DILocation(line: 40, column: 54, scope: !147)
!163 = !DILocation(line: 40, column: 46, scope: !147)
!164 = !DILocation(line: 40, column: 59, scope: !147)
!165 = !DILocation(line: 40, column: 44, scope: !147)
!166 = !DILocalVariable(name: "rho", scope: !147, file: !3, line: 41, type: !64)
!167 = !DILocation(line: 41, column: 28, scope: !147)
!168 = !DILocalVariable(name: "ux", scope: !147, file: !3, line: 41, type: !64)
!169 = !DILocation(line: 41, column: 39, scope: !147)
!170 = !DILocalVariable(name: "uy", scope: !147, file: !3, line: 41, type: !64)
!171 = !DILocation(line: 41, column: 49, scope: !147)
!172 = !DILocalVariable(name: "uz", scope: !147, file: !3, line: 41, type: !64)
!173 = !DILocation(line: 41, column: 59, scope: !147)
!174 = !DILocalVariable(name: "q", scope: !175, file: !3, line: 42, type: !55)
!175 = distinct !DILexicalBlock(scope: !147, file: !3, line: 42, column: 21)
!176 = !DILocation(line: 42, column: 30, scope: !175)
!177 = !DILocation(line: 42, column: 26, scope: !175)
!178 = !DILocation(line: 42, column: 37, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 42, column: 21)
!180 = !DILocation(line: 42, column: 39, scope: !179)
!181 = !DILocation(line: 42, column: 21, scope: !175)
!182 = !DILocation(line: 43, column: 32, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !3, line: 42, column: 49)
!184 = !DILocation(line: 43, column: 35, scope: !183)
!185 = !DILocation(line: 43, column: 29, scope: !183)
!186 = !DILocation(line: 44, column: 34, scope: !183)
!187 = !DILocation(line: 44, column: 31, scope: !183)
!188 = !DILocation(line: 44, column: 39, scope: !183)
!189 = !DILocation(line: 44, column: 42, scope: !183)
!190 = !DILocation(line: 44, column: 28, scope: !183)
!191 = !DILocation(line: 45, column: 34, scope: !183)
!192 = !DILocation(line: 45, column: 31, scope: !183)
!193 = !DILocation(line: 45, column: 39, scope: !183)
!194 = !DILocation(line: 45, column: 42, scope: !183)
!195 = !DILocation(line: 45, column: 28, scope: !183)
!196 = !DILocation(line: 46, column: 34, scope: !183)
!197 = !DILocation(line: 46, column: 31, scope: !183)
!198 = !DILocation(line: 46, column: 39, scope: !183)
!199 = !DILocation(line: 46, column: 42, scope: !183)
!200 = !DILocation(line: 46, column: 28, scope: !183)
!201 = !DILocation(line: 47, column: 21, scope: !183)
!202 = !DILocation(line: 42, column: 45, scope: !179)
!203 = !DILocation(line: 42, column: 21, scope: !179)
!204 = distinct !{!204, !181, !205, !206}
!205 = !DILocation(line: 47, column: 21, scope: !175)
!206 = !{!"llvm.loop.mustprogress"}
!207 = !DILocation(line: 48, column: 27, scope: !147)
!208 = !DILocation(line: 48, column: 24, scope: !147)
!209 = !DILocation(line: 49, column: 27, scope: !147)
!210 = !DILocation(line: 49, column: 24, scope: !147)
!211 = !DILocation(line: 50, column: 27, scope: !147)
!212 = !DILocation(line: 50, column: 24, scope: !147)
!213 = !DILocalVariable(name: "usq", scope: !147, file: !3, line: 51, type: !64)
!214 = !DILocation(line: 51, column: 28, scope: !147)
!215 = !DILocation(line: 51, column: 41, scope: !147)
!216 = !DILocation(line: 51, column: 46, scope: !147)
!217 = !DILocation(line: 51, column: 51, scope: !147)
!218 = !DILocation(line: 51, column: 56, scope: !147)
!219 = !DILocation(line: 51, column: 54, scope: !147)
!220 = !DILocation(line: 51, column: 49, scope: !147)
!221 = !DILocation(line: 51, column: 61, scope: !147)
!222 = !DILocation(line: 51, column: 66, scope: !147)
!223 = !DILocation(line: 51, column: 59, scope: !147)
!224 = !DILocation(line: 51, column: 38, scope: !147)
!225 = !DILocalVariable(name: "q", scope: !226, file: !3, line: 52, type: !55)
!226 = distinct !DILexicalBlock(scope: !147, file: !3, line: 52, column: 21)
!227 = !DILocation(line: 52, column: 30, scope: !226)
!228 = !DILocation(line: 52, column: 26, scope: !226)
!229 = !DILocation(line: 52, column: 37, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !3, line: 52, column: 21)
!231 = !DILocation(line: 52, column: 39, scope: !230)
!232 = !DILocation(line: 52, column: 21, scope: !226)
!233 = !DILocalVariable(name: "cu", scope: !234, file: !3, line: 53, type: !64)
!234 = distinct !DILexicalBlock(scope: !230, file: !3, line: 52, column: 49)
!235 = !DILocation(line: 53, column: 32, scope: !234)
!236 = !DILocation(line: 53, column: 47, scope: !234)
!237 = !DILocation(line: 53, column: 44, scope: !234)
!238 = !DILocation(line: 53, column: 52, scope: !234)
!239 = !DILocation(line: 53, column: 60, scope: !234)
!240 = !DILocation(line: 53, column: 57, scope: !234)
!241 = !DILocation(line: 53, column: 65, scope: !234)
!242 = !DILocation(line: 53, column: 63, scope: !234)
!243 = !DILocation(line: 53, column: 55, scope: !234)
!244 = !DILocation(line: 53, column: 73, scope: !234)
!245 = !DILocation(line: 53, column: 70, scope: !234)
!246 = !DILocation(line: 53, column: 78, scope: !234)
!247 = !DILocation(line: 53, column: 68, scope: !234)
!248 = !DILocation(line: 53, column: 41, scope: !234)
!249 = !DILocalVariable(name: "feq", scope: !234, file: !3, line: 54, type: !64)
!250 = !DILocation(line: 54, column: 32, scope: !234)
!251 = !DILocation(line: 54, column: 40, scope: !234)
!252 = !DILocation(line: 54, column: 38, scope: !234)
!253 = !DILocation(line: 54, column: 45, scope: !234)
!254 = !DILocation(line: 54, column: 43, scope: !234)
!255 = !DILocation(line: 54, column: 58, scope: !234)
!256 = !DILocation(line: 54, column: 56, scope: !234)
!257 = !DILocation(line: 54, column: 69, scope: !234)
!258 = !DILocation(line: 54, column: 67, scope: !234)
!259 = !DILocation(line: 54, column: 74, scope: !234)
!260 = !DILocation(line: 54, column: 61, scope: !234)
!261 = !DILocation(line: 54, column: 79, scope: !234)
!262 = !DILocation(line: 54, column: 77, scope: !234)
!263 = !DILocation(line: 54, column: 49, scope: !234)
!264 = !DILocalVariable(name: "fpost", scope: !234, file: !3, line: 55, type: !64)
!265 = !DILocation(line: 55, column: 32, scope: !234)
!266 = !DILocation(line: 55, column: 40, scope: !234)
!267 = !DILocation(line: 55, column: 43, scope: !234)
!268 = !DILocation(line: 55, column: 48, scope: !234)
!269 = !DILocation(line: 55, column: 57, scope: !234)
!270 = !DILocation(line: 55, column: 63, scope: !234)
!271 = !DILocation(line: 55, column: 66, scope: !234)
!272 = !DILocation(line: 55, column: 61, scope: !234)
!273 = !DILocation(line: 55, column: 46, scope: !234)
!274 = !DILocalVariable(name: "xn", scope: !234, file: !3, line: 56, type: !55)
!275 = !DILocation(line: 56, column: 29, scope: !234)
!276 = !DILocation(line: 56, column: 34, scope: !234)
!277 = !DILocation(line: 56, column: 41, scope: !234)
!278 = !DILocation(line: 56, column: 38, scope: !234)
!279 = !DILocation(line: 56, column: 36, scope: !234)
!280 = !DILocalVariable(name: "yn", scope: !234, file: !3, line: 56, type: !55)
!281 = !DILocation(line: 56, column: 45, scope: !234)
!282 = !DILocation(line: 56, column: 50, scope: !234)
!283 = !DILocation(line: 56, column: 57, scope: !234)
!284 = !DILocation(line: 56, column: 54, scope: !234)
!285 = !DILocation(line: 56, column: 52, scope: !234)
!286 = !DILocalVariable(name: "zn", scope: !234, file: !3, line: 56, type: !55)
!287 = !DILocation(line: 56, column: 61, scope: !234)
!288 = !DILocation(line: 56, column: 66, scope: !234)
!289 = !DILocation(line: 56, column: 73, scope: !234)
!290 = !DILocation(line: 56, column: 70, scope: !234)
!291 = !DILocation(line: 56, column: 68, scope: !234)
!292 = !DILocation(line: 57, column: 29, scope: !293)
!293 = distinct !DILexicalBlock(scope: !234, file: !3, line: 57, column: 29)
!294 = !DILocation(line: 57, column: 32, scope: !293)
!295 = !DILocation(line: 57, column: 37, scope: !293)
!296 = !DILocation(line: 57, column: 40, scope: !293)
!297 = !DILocation(line: 57, column: 46, scope: !293)
!298 = !DILocation(line: 57, column: 49, scope: !293)
!299 = !DILocation(line: 57, column: 43, scope: !293)
!300 = !DILocation(line: 57, column: 53, scope: !293)
!301 = !DILocation(line: 57, column: 56, scope: !293)
!302 = !DILocation(line: 57, column: 59, scope: !293)
!303 = !DILocation(line: 57, column: 64, scope: !293)
!304 = !DILocation(line: 57, column: 67, scope: !293)
!305 = !DILocation(line: 57, column: 73, scope: !293)
!306 = !DILocation(line: 57, column: 76, scope: !293)
!307 = !DILocation(line: 57, column: 70, scope: !293)
!308 = !DILocation(line: 57, column: 80, scope: !293)
!309 = !DILocation(line: 57, column: 83, scope: !293)
!310 = !DILocation(line: 57, column: 86, scope: !293)
!311 = !DILocation(line: 57, column: 29, scope: !234)
!312 = !DILocation(line: 58, column: 62, scope: !293)
!313 = !DILocation(line: 58, column: 29, scope: !293)
!314 = !DILocation(line: 58, column: 41, scope: !293)
!315 = !DILocation(line: 58, column: 33, scope: !293)
!316 = !DILocation(line: 58, column: 46, scope: !293)
!317 = !DILocation(line: 58, column: 56, scope: !293)
!318 = !DILocation(line: 58, column: 52, scope: !293)
!319 = !DILocation(line: 58, column: 50, scope: !293)
!320 = !DILocation(line: 58, column: 60, scope: !293)
!321 = !DILocation(line: 59, column: 34, scope: !322)
!322 = distinct !DILexicalBlock(scope: !293, file: !3, line: 59, column: 34)
!323 = !DILocation(line: 59, column: 40, scope: !322)
!324 = !DILocation(line: 59, column: 43, scope: !322)
!325 = !DILocation(line: 59, column: 37, scope: !322)
!326 = !DILocation(line: 59, column: 34, scope: !293)
!327 = !DILocation(line: 60, column: 62, scope: !322)
!328 = !DILocation(line: 60, column: 78, scope: !322)
!329 = !DILocation(line: 60, column: 76, scope: !322)
!330 = !DILocation(line: 60, column: 74, scope: !322)
!331 = !DILocation(line: 60, column: 83, scope: !322)
!332 = !DILocation(line: 60, column: 81, scope: !322)
!333 = !DILocation(line: 60, column: 92, scope: !322)
!334 = !DILocation(line: 60, column: 89, scope: !322)
!335 = !DILocation(line: 60, column: 87, scope: !322)
!336 = !DILocation(line: 60, column: 97, scope: !322)
!337 = !DILocation(line: 60, column: 68, scope: !322)
!338 = !DILocation(line: 60, column: 29, scope: !322)
!339 = !DILocation(line: 60, column: 41, scope: !322)
!340 = !DILocation(line: 60, column: 33, scope: !322)
!341 = !DILocation(line: 60, column: 46, scope: !322)
!342 = !DILocation(line: 60, column: 56, scope: !322)
!343 = !DILocation(line: 60, column: 52, scope: !322)
!344 = !DILocation(line: 60, column: 50, scope: !322)
!345 = !DILocation(line: 60, column: 60, scope: !322)
!346 = !DILocation(line: 62, column: 79, scope: !322)
!347 = !DILocation(line: 62, column: 29, scope: !322)
!348 = !DILocation(line: 62, column: 43, scope: !322)
!349 = !DILocation(line: 62, column: 48, scope: !322)
!350 = !DILocation(line: 62, column: 46, scope: !322)
!351 = !DILocation(line: 62, column: 53, scope: !322)
!352 = !DILocation(line: 62, column: 51, scope: !322)
!353 = !DILocation(line: 62, column: 34, scope: !322)
!354 = !DILocation(line: 62, column: 59, scope: !322)
!355 = !DILocation(line: 62, column: 57, scope: !322)
!356 = !DILocation(line: 62, column: 64, scope: !322)
!357 = !DILocation(line: 62, column: 62, scope: !322)
!358 = !DILocation(line: 62, column: 68, scope: !322)
!359 = !DILocation(line: 62, column: 74, scope: !322)
!360 = !DILocation(line: 62, column: 72, scope: !322)
!361 = !DILocation(line: 62, column: 77, scope: !322)
!362 = !DILocation(line: 63, column: 21, scope: !234)
!363 = !DILocation(line: 52, column: 45, scope: !230)
!364 = !DILocation(line: 52, column: 21, scope: !230)
!365 = distinct !{!365, !232, !366, !206}
!366 = !DILocation(line: 63, column: 21, scope: !226)
!367 = !DILocation(line: 64, column: 17, scope: !147)
!368 = !DILocation(line: 38, column: 46, scope: !141)
!369 = !DILocation(line: 38, column: 17, scope: !141)
!370 = distinct !{!370, !145, !371, !206}
!371 = !DILocation(line: 64, column: 17, scope: !136)
!372 = !DILocation(line: 65, column: 13, scope: !137)
!373 = !DILocation(line: 37, column: 42, scope: !130)
!374 = !DILocation(line: 37, column: 13, scope: !130)
!375 = distinct !{!375, !134, !376, !206}
!376 = !DILocation(line: 65, column: 13, scope: !125)
!377 = !DILocation(line: 66, column: 9, scope: !126)
!378 = !DILocation(line: 36, column: 38, scope: !119)
!379 = !DILocation(line: 36, column: 9, scope: !119)
!380 = distinct !{!380, !123, !381, !206}
!381 = !DILocation(line: 66, column: 9, scope: !114)
!382 = !DILocalVariable(name: "tmp", scope: !115, file: !3, line: 67, type: !80)
!383 = !DILocation(line: 67, column: 17, scope: !115)
!384 = !DILocation(line: 67, column: 23, scope: !115)
!385 = !DILocation(line: 68, column: 15, scope: !115)
!386 = !DILocation(line: 68, column: 13, scope: !115)
!387 = !DILocation(line: 69, column: 15, scope: !115)
!388 = !DILocation(line: 69, column: 13, scope: !115)
!389 = !DILocation(line: 70, column: 5, scope: !115)
!390 = !DILocation(line: 35, column: 33, scope: !109)
!391 = !DILocation(line: 35, column: 5, scope: !109)
!392 = distinct !{!392, !112, !393, !206}
!393 = !DILocation(line: 70, column: 5, scope: !105)
!394 = !DILocation(line: 71, column: 1, scope: !77)
!395 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !396, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!396 = !DISubroutineType(types: !397)
!397 = !{!55, !55, !398}
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!400 = !DILocalVariable(name: "argc", arg: 1, scope: !395, file: !3, line: 86, type: !55)
!401 = !DILocation(line: 86, column: 14, scope: !395)
!402 = !DILocalVariable(name: "argv", arg: 2, scope: !395, file: !3, line: 86, type: !398)
!403 = !DILocation(line: 86, column: 27, scope: !395)
!404 = !DILocation(line: 88, column: 9, scope: !405)
!405 = distinct !DILexicalBlock(scope: !395, file: !3, line: 88, column: 9)
!406 = !DILocation(line: 88, column: 14, scope: !405)
!407 = !DILocation(line: 88, column: 9, scope: !395)
!408 = !DILocation(line: 89, column: 17, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !3, line: 88, column: 19)
!410 = !DILocation(line: 89, column: 50, scope: !409)
!411 = !DILocation(line: 89, column: 9, scope: !409)
!412 = !DILocation(line: 90, column: 9, scope: !409)
!413 = !DILocalVariable(name: "f", scope: !395, file: !3, line: 92, type: !414)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !415, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !416, line: 7, baseType: !417)
!416 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!417 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !418, line: 49, size: 1728, elements: !419)
!418 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!419 = !{!420, !421, !422, !423, !424, !425, !426, !427, !428, !429, !430, !431, !432, !435, !437, !438, !439, !443, !445, !447, !451, !454, !456, !459, !462, !463, !465, !466, !467}
!420 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !417, file: !418, line: 51, baseType: !55, size: 32)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !417, file: !418, line: 54, baseType: !399, size: 64, offset: 64)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !417, file: !418, line: 55, baseType: !399, size: 64, offset: 128)
!423 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !417, file: !418, line: 56, baseType: !399, size: 64, offset: 192)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !417, file: !418, line: 57, baseType: !399, size: 64, offset: 256)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !417, file: !418, line: 58, baseType: !399, size: 64, offset: 320)
!426 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !417, file: !418, line: 59, baseType: !399, size: 64, offset: 384)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !417, file: !418, line: 60, baseType: !399, size: 64, offset: 448)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !417, file: !418, line: 61, baseType: !399, size: 64, offset: 512)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !417, file: !418, line: 64, baseType: !399, size: 64, offset: 576)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !417, file: !418, line: 65, baseType: !399, size: 64, offset: 640)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !417, file: !418, line: 66, baseType: !399, size: 64, offset: 704)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !417, file: !418, line: 68, baseType: !433, size: 64, offset: 768)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!434 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !418, line: 36, flags: DIFlagFwdDecl)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !417, file: !418, line: 70, baseType: !436, size: 64, offset: 832)
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !417, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !417, file: !418, line: 72, baseType: !55, size: 32, offset: 896)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !417, file: !418, line: 73, baseType: !55, size: 32, offset: 928)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !417, file: !418, line: 74, baseType: !440, size: 64, offset: 960)
!440 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !441, line: 152, baseType: !442)
!441 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!442 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !417, file: !418, line: 77, baseType: !444, size: 16, offset: 1024)
!444 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !417, file: !418, line: 78, baseType: !446, size: 8, offset: 1040)
!446 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !417, file: !418, line: 79, baseType: !448, size: 8, offset: 1048)
!448 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 8, elements: !449)
!449 = !{!450}
!450 = !DISubrange(count: 1)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !417, file: !418, line: 81, baseType: !452, size: 64, offset: 1088)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !453, size: 64)
!453 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !418, line: 43, baseType: null)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !417, file: !418, line: 89, baseType: !455, size: 64, offset: 1152)
!455 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !441, line: 153, baseType: !442)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !417, file: !418, line: 91, baseType: !457, size: 64, offset: 1216)
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!458 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !418, line: 37, flags: DIFlagFwdDecl)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !417, file: !418, line: 92, baseType: !460, size: 64, offset: 1280)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !461, size: 64)
!461 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !418, line: 38, flags: DIFlagFwdDecl)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !417, file: !418, line: 93, baseType: !436, size: 64, offset: 1344)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !417, file: !418, line: 94, baseType: !464, size: 64, offset: 1408)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!465 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !417, file: !418, line: 95, baseType: !5, size: 64, offset: 1472)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !417, file: !418, line: 96, baseType: !55, size: 32, offset: 1536)
!467 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !417, file: !418, line: 98, baseType: !28, size: 160, offset: 1568)
!468 = !DILocation(line: 92, column: 11, scope: !395)
!469 = !DILocation(line: 92, column: 21, scope: !395)
!470 = !DILocation(line: 92, column: 15, scope: !395)
!471 = !DILocation(line: 93, column: 10, scope: !472)
!472 = distinct !DILexicalBlock(scope: !395, file: !3, line: 93, column: 9)
!473 = !DILocation(line: 93, column: 9, scope: !395)
!474 = !DILocation(line: 94, column: 47, scope: !472)
!475 = !DILocation(line: 94, column: 16, scope: !472)
!476 = !DILocation(line: 94, column: 9, scope: !472)
!477 = !DILocalVariable(name: "hdr", scope: !395, file: !3, line: 95, type: !478)
!478 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 128, elements: !479)
!479 = !{!480}
!480 = !DISubrange(count: 4)
!481 = !DILocation(line: 95, column: 9, scope: !395)
!482 = !DILocalVariable(name: "par", scope: !395, file: !3, line: 96, type: !483)
!483 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 128, elements: !484)
!484 = !{!485}
!485 = !DISubrange(count: 2)
!486 = !DILocation(line: 96, column: 12, scope: !395)
!487 = !DILocation(line: 97, column: 21, scope: !488)
!488 = distinct !DILexicalBlock(scope: !395, file: !3, line: 97, column: 9)
!489 = !DILocation(line: 97, column: 24, scope: !488)
!490 = !DILocation(line: 97, column: 10, scope: !488)
!491 = !DILocation(line: 97, column: 45, scope: !488)
!492 = !DILocation(line: 97, column: 60, scope: !488)
!493 = !DILocation(line: 97, column: 63, scope: !488)
!494 = !DILocation(line: 97, column: 49, scope: !488)
!495 = !DILocation(line: 97, column: 9, scope: !395)
!496 = !DILocation(line: 98, column: 44, scope: !488)
!497 = !DILocation(line: 98, column: 53, scope: !488)
!498 = !DILocation(line: 98, column: 16, scope: !488)
!499 = !DILocation(line: 98, column: 9, scope: !488)
!500 = !DILocalVariable(name: "nx", scope: !395, file: !3, line: 99, type: !55)
!501 = !DILocation(line: 99, column: 9, scope: !395)
!502 = !DILocation(line: 99, column: 14, scope: !395)
!503 = !DILocalVariable(name: "ny", scope: !395, file: !3, line: 99, type: !55)
!504 = !DILocation(line: 99, column: 22, scope: !395)
!505 = !DILocation(line: 99, column: 27, scope: !395)
!506 = !DILocalVariable(name: "nz", scope: !395, file: !3, line: 99, type: !55)
!507 = !DILocation(line: 99, column: 35, scope: !395)
!508 = !DILocation(line: 99, column: 40, scope: !395)
!509 = !DILocalVariable(name: "steps", scope: !395, file: !3, line: 99, type: !55)
!510 = !DILocation(line: 99, column: 48, scope: !395)
!511 = !DILocation(line: 99, column: 56, scope: !395)
!512 = !DILocation(line: 100, column: 9, scope: !513)
!513 = distinct !DILexicalBlock(scope: !395, file: !3, line: 100, column: 9)
!514 = !DILocation(line: 100, column: 12, scope: !513)
!515 = !DILocation(line: 100, column: 16, scope: !513)
!516 = !DILocation(line: 100, column: 19, scope: !513)
!517 = !DILocation(line: 100, column: 22, scope: !513)
!518 = !DILocation(line: 100, column: 26, scope: !513)
!519 = !DILocation(line: 100, column: 29, scope: !513)
!520 = !DILocation(line: 100, column: 32, scope: !513)
!521 = !DILocation(line: 100, column: 36, scope: !513)
!522 = !DILocation(line: 100, column: 39, scope: !513)
!523 = !DILocation(line: 100, column: 45, scope: !513)
!524 = !DILocation(line: 100, column: 49, scope: !513)
!525 = !DILocation(line: 100, column: 52, scope: !513)
!526 = !DILocation(line: 100, column: 55, scope: !513)
!527 = !DILocation(line: 100, column: 62, scope: !513)
!528 = !DILocation(line: 100, column: 65, scope: !513)
!529 = !DILocation(line: 100, column: 68, scope: !513)
!530 = !DILocation(line: 100, column: 75, scope: !513)
!531 = !DILocation(line: 100, column: 78, scope: !513)
!532 = !DILocation(line: 100, column: 81, scope: !513)
!533 = !DILocation(line: 100, column: 88, scope: !513)
!534 = !DILocation(line: 101, column: 20, scope: !513)
!535 = !DILocation(line: 101, column: 9, scope: !513)
!536 = !DILocation(line: 101, column: 25, scope: !513)
!537 = !DILocation(line: 101, column: 23, scope: !513)
!538 = !DILocation(line: 101, column: 30, scope: !513)
!539 = !DILocation(line: 101, column: 28, scope: !513)
!540 = !DILocation(line: 101, column: 33, scope: !513)
!541 = !DILocation(line: 100, column: 9, scope: !395)
!542 = !DILocation(line: 102, column: 38, scope: !513)
!543 = !DILocation(line: 102, column: 47, scope: !513)
!544 = !DILocation(line: 102, column: 16, scope: !513)
!545 = !DILocation(line: 102, column: 9, scope: !513)
!546 = !DILocalVariable(name: "ncell", scope: !395, file: !3, line: 103, type: !5)
!547 = !DILocation(line: 103, column: 12, scope: !395)
!548 = !DILocation(line: 103, column: 28, scope: !395)
!549 = !DILocation(line: 103, column: 20, scope: !395)
!550 = !DILocation(line: 103, column: 33, scope: !395)
!551 = !DILocation(line: 103, column: 31, scope: !395)
!552 = !DILocation(line: 103, column: 38, scope: !395)
!553 = !DILocation(line: 103, column: 36, scope: !395)
!554 = !DILocalVariable(name: "rho", scope: !395, file: !3, line: 104, type: !80)
!555 = !DILocation(line: 104, column: 13, scope: !395)
!556 = !DILocation(line: 104, column: 26, scope: !395)
!557 = !DILocation(line: 104, column: 32, scope: !395)
!558 = !DILocation(line: 104, column: 19, scope: !395)
!559 = !DILocalVariable(name: "src", scope: !395, file: !3, line: 105, type: !80)
!560 = !DILocation(line: 105, column: 13, scope: !395)
!561 = !DILocation(line: 105, column: 26, scope: !395)
!562 = !DILocation(line: 105, column: 32, scope: !395)
!563 = !DILocation(line: 105, column: 36, scope: !395)
!564 = !DILocation(line: 105, column: 19, scope: !395)
!565 = !DILocalVariable(name: "dst", scope: !395, file: !3, line: 106, type: !80)
!566 = !DILocation(line: 106, column: 13, scope: !395)
!567 = !DILocation(line: 106, column: 26, scope: !395)
!568 = !DILocation(line: 106, column: 32, scope: !395)
!569 = !DILocation(line: 106, column: 36, scope: !395)
!570 = !DILocation(line: 106, column: 19, scope: !395)
!571 = !DILocation(line: 107, column: 10, scope: !572)
!572 = distinct !DILexicalBlock(scope: !395, file: !3, line: 107, column: 9)
!573 = !DILocation(line: 107, column: 14, scope: !572)
!574 = !DILocation(line: 107, column: 18, scope: !572)
!575 = !DILocation(line: 107, column: 22, scope: !572)
!576 = !DILocation(line: 107, column: 26, scope: !572)
!577 = !DILocation(line: 107, column: 9, scope: !395)
!578 = !DILocation(line: 108, column: 46, scope: !572)
!579 = !DILocation(line: 108, column: 55, scope: !572)
!580 = !DILocation(line: 108, column: 16, scope: !572)
!581 = !DILocation(line: 108, column: 9, scope: !572)
!582 = !DILocation(line: 109, column: 21, scope: !583)
!583 = distinct !DILexicalBlock(scope: !395, file: !3, line: 109, column: 9)
!584 = !DILocation(line: 109, column: 24, scope: !583)
!585 = !DILocation(line: 109, column: 45, scope: !583)
!586 = !DILocation(line: 109, column: 10, scope: !583)
!587 = !DILocation(line: 109, column: 52, scope: !583)
!588 = !DILocation(line: 109, column: 61, scope: !583)
!589 = !DILocation(line: 109, column: 55, scope: !583)
!590 = !DILocation(line: 109, column: 64, scope: !583)
!591 = !DILocation(line: 109, column: 9, scope: !395)
!592 = !DILocation(line: 110, column: 58, scope: !583)
!593 = !DILocation(line: 110, column: 67, scope: !583)
!594 = !DILocation(line: 110, column: 16, scope: !583)
!595 = !DILocation(line: 110, column: 9, scope: !583)
!596 = !DILocation(line: 111, column: 12, scope: !395)
!597 = !DILocation(line: 111, column: 5, scope: !395)
!598 = !DILocalVariable(name: "c", scope: !599, file: !3, line: 112, type: !5)
!599 = distinct !DILexicalBlock(scope: !395, file: !3, line: 112, column: 5)
!600 = !DILocation(line: 112, column: 17, scope: !599)
!601 = !DILocation(line: 112, column: 10, scope: !599)
!602 = !DILocation(line: 112, column: 24, scope: !603)
!603 = distinct !DILexicalBlock(scope: !599, file: !3, line: 112, column: 5)
!604 = !DILocation(line: 112, column: 28, scope: !603)
!605 = !DILocation(line: 112, column: 26, scope: !603)
!606 = !DILocation(line: 112, column: 5, scope: !599)
!607 = !DILocalVariable(name: "q", scope: !608, file: !3, line: 113, type: !55)
!608 = distinct !DILexicalBlock(scope: !603, file: !3, line: 113, column: 9)
!609 = !DILocation(line: 113, column: 18, scope: !608)
!610 = !DILocation(line: 113, column: 14, scope: !608)
!611 = !DILocation(line: 113, column: 25, scope: !612)
!612 = distinct !DILexicalBlock(scope: !608, file: !3, line: 113, column: 9)
!613 = !DILocation(line: 113, column: 27, scope: !612)
!614 = !DILocation(line: 113, column: 9, scope: !608)
!615 = !DILocation(line: 114, column: 49, scope: !612)
!616 = !DILocation(line: 114, column: 47, scope: !612)
!617 = !DILocation(line: 114, column: 54, scope: !612)
!618 = !DILocation(line: 114, column: 58, scope: !612)
!619 = !DILocation(line: 114, column: 52, scope: !612)
!620 = !DILocation(line: 114, column: 30, scope: !612)
!621 = !DILocation(line: 114, column: 34, scope: !612)
!622 = !DILocation(line: 114, column: 36, scope: !612)
!623 = !DILocation(line: 114, column: 42, scope: !612)
!624 = !DILocation(line: 114, column: 40, scope: !612)
!625 = !DILocation(line: 114, column: 45, scope: !612)
!626 = !DILocation(line: 114, column: 13, scope: !612)
!627 = !DILocation(line: 114, column: 17, scope: !612)
!628 = !DILocation(line: 114, column: 19, scope: !612)
!629 = !DILocation(line: 114, column: 25, scope: !612)
!630 = !DILocation(line: 114, column: 23, scope: !612)
!631 = !DILocation(line: 114, column: 28, scope: !612)
!632 = !DILocation(line: 113, column: 33, scope: !612)
!633 = !DILocation(line: 113, column: 9, scope: !612)
!634 = distinct !{!634, !614, !635, !206}
!635 = !DILocation(line: 114, column: 59, scope: !608)
!636 = !DILocation(line: 112, column: 36, scope: !603)
!637 = !DILocation(line: 112, column: 5, scope: !603)
!638 = distinct !{!638, !606, !639, !206}
!639 = !DILocation(line: 114, column: 59, scope: !599)
!640 = !DILocation(line: 115, column: 10, scope: !395)
!641 = !DILocation(line: 115, column: 5, scope: !395)
!642 = !DILocation(line: 117, column: 9, scope: !395)
!643 = !DILocation(line: 117, column: 13, scope: !395)
!644 = !DILocation(line: 117, column: 17, scope: !395)
!645 = !DILocation(line: 117, column: 21, scope: !395)
!646 = !DILocation(line: 117, column: 28, scope: !395)
!647 = !DILocation(line: 117, column: 36, scope: !395)
!648 = !DILocation(line: 117, column: 44, scope: !395)
!649 = !DILocation(line: 117, column: 49, scope: !395)
!650 = !DILocation(line: 117, column: 5, scope: !395)
!651 = !DILocalVariable(name: "res", scope: !395, file: !3, line: 119, type: !159)
!652 = !DILocation(line: 119, column: 19, scope: !395)
!653 = !DILocation(line: 119, column: 26, scope: !395)
!654 = !DILocation(line: 119, column: 32, scope: !395)
!655 = !DILocation(line: 119, column: 36, scope: !395)
!656 = !DILocation(line: 119, column: 25, scope: !395)
!657 = !DILocation(line: 119, column: 44, scope: !395)
!658 = !DILocation(line: 119, column: 50, scope: !395)
!659 = !DILocalVariable(name: "sum", scope: !395, file: !3, line: 120, type: !64)
!660 = !DILocation(line: 120, column: 12, scope: !395)
!661 = !DILocalVariable(name: "c", scope: !662, file: !3, line: 121, type: !5)
!662 = distinct !DILexicalBlock(scope: !395, file: !3, line: 121, column: 5)
!663 = !DILocation(line: 121, column: 17, scope: !662)
!664 = !DILocation(line: 121, column: 10, scope: !662)
!665 = !DILocation(line: 121, column: 24, scope: !666)
!666 = distinct !DILexicalBlock(scope: !662, file: !3, line: 121, column: 5)
!667 = !DILocation(line: 121, column: 28, scope: !666)
!668 = !DILocation(line: 121, column: 26, scope: !666)
!669 = !DILocation(line: 121, column: 5, scope: !662)
!670 = !DILocalVariable(name: "q", scope: !671, file: !3, line: 122, type: !55)
!671 = distinct !DILexicalBlock(scope: !666, file: !3, line: 122, column: 9)
!672 = !DILocation(line: 122, column: 18, scope: !671)
!673 = !DILocation(line: 122, column: 14, scope: !671)
!674 = !DILocation(line: 122, column: 25, scope: !675)
!675 = distinct !DILexicalBlock(scope: !671, file: !3, line: 122, column: 9)
!676 = !DILocation(line: 122, column: 27, scope: !675)
!677 = !DILocation(line: 122, column: 9, scope: !671)
!678 = !DILocation(line: 123, column: 25, scope: !675)
!679 = !DILocation(line: 123, column: 27, scope: !675)
!680 = !DILocation(line: 123, column: 23, scope: !675)
!681 = !DILocation(line: 123, column: 20, scope: !675)
!682 = !DILocation(line: 123, column: 34, scope: !675)
!683 = !DILocation(line: 123, column: 38, scope: !675)
!684 = !DILocation(line: 123, column: 40, scope: !675)
!685 = !DILocation(line: 123, column: 46, scope: !675)
!686 = !DILocation(line: 123, column: 44, scope: !675)
!687 = !DILocation(line: 123, column: 17, scope: !675)
!688 = !DILocation(line: 123, column: 13, scope: !675)
!689 = !DILocation(line: 122, column: 33, scope: !675)
!690 = !DILocation(line: 122, column: 9, scope: !675)
!691 = distinct !{!691, !677, !692, !206}
!692 = !DILocation(line: 123, column: 47, scope: !671)
!693 = !DILocation(line: 121, column: 36, scope: !666)
!694 = !DILocation(line: 121, column: 5, scope: !666)
!695 = distinct !{!695, !669, !696, !206}
!696 = !DILocation(line: 123, column: 47, scope: !662)
!697 = !DILocation(line: 124, column: 32, scope: !395)
!698 = !DILocation(line: 124, column: 5, scope: !395)
!699 = !DILocation(line: 125, column: 10, scope: !395)
!700 = !DILocation(line: 125, column: 5, scope: !395)
!701 = !DILocation(line: 126, column: 10, scope: !395)
!702 = !DILocation(line: 126, column: 5, scope: !395)
!703 = !DILocation(line: 127, column: 5, scope: !395)
!704 = !DILocation(line: 128, column: 1, scope: !395)
!705 = distinct !DISubprogram(name: "fail", scope: !3, file: !3, line: 78, type: !706, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!706 = !DISubroutineType(types: !707)
!707 = !{!55, !708, !708, !414}
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !709, size: 64)
!709 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!710 = !DILocalVariable(name: "msg", arg: 1, scope: !705, file: !3, line: 78, type: !708)
!711 = !DILocation(line: 78, column: 29, scope: !705)
!712 = !DILocalVariable(name: "path", arg: 2, scope: !705, file: !3, line: 78, type: !708)
!713 = !DILocation(line: 78, column: 46, scope: !705)
!714 = !DILocalVariable(name: "f", arg: 3, scope: !705, file: !3, line: 78, type: !414)
!715 = !DILocation(line: 78, column: 58, scope: !705)
!716 = !DILocation(line: 80, column: 13, scope: !705)
!717 = !DILocation(line: 80, column: 39, scope: !705)
!718 = !DILocation(line: 80, column: 44, scope: !705)
!719 = !DILocation(line: 80, column: 5, scope: !705)
!720 = !DILocation(line: 81, column: 9, scope: !721)
!721 = distinct !DILexicalBlock(scope: !705, file: !3, line: 81, column: 9)
!722 = !DILocation(line: 81, column: 9, scope: !705)
!723 = !DILocation(line: 82, column: 16, scope: !721)
!724 = !DILocation(line: 82, column: 9, scope: !721)
!725 = !DILocation(line: 83, column: 5, scope: !705)
!726 = distinct !DISubprogram(name: "read_exact", scope: !3, file: !3, line: 73, type: !727, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!727 = !DISubroutineType(types: !728)
!728 = !{!55, !414, !464, !5, !5}
!729 = !DILocalVariable(name: "f", arg: 1, scope: !726, file: !3, line: 73, type: !414)
!730 = !DILocation(line: 73, column: 29, scope: !726)
!731 = !DILocalVariable(name: "buf", arg: 2, scope: !726, file: !3, line: 73, type: !464)
!732 = !DILocation(line: 73, column: 38, scope: !726)
!733 = !DILocalVariable(name: "size", arg: 3, scope: !726, file: !3, line: 73, type: !5)
!734 = !DILocation(line: 73, column: 50, scope: !726)
!735 = !DILocalVariable(name: "count", arg: 4, scope: !726, file: !3, line: 73, type: !5)
!736 = !DILocation(line: 73, column: 63, scope: !726)
!737 = !DILocation(line: 75, column: 18, scope: !726)
!738 = !DILocation(line: 75, column: 23, scope: !726)
!739 = !DILocation(line: 75, column: 29, scope: !726)
!740 = !DILocation(line: 75, column: 36, scope: !726)
!741 = !DILocation(line: 75, column: 12, scope: !726)
!742 = !DILocation(line: 75, column: 42, scope: !726)
!743 = !DILocation(line: 75, column: 39, scope: !726)
!744 = !DILocation(line: 75, column: 5, scope: !726)
