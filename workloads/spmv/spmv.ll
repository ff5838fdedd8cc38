; ModuleID = 'spmv.c'
source_filename = "spmv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [21 x i8] c"usage: %s INPUT.bin\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"rb\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"cannot open input file\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"header too short in\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"bad header in\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"out of memory reading\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"wrong file size for the header in\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [29 x i8] c"inconsistent row pointers in\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [27 x i8] c"decreasing row pointers in\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [29 x i8] c"column index out of range in\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [16 x i8] c"checksum %.15e\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [15 x i8] c"spmv: %s '%s'\0A\00", align 1, !dbg !54

; Function Attrs: noinline nounwind uwtable
define dso_local void @spmv(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6) #0 !dbg !73 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
    #dbg_declare(ptr %8, !84, !DIExpression(), !85)
  store i32 %1, ptr %9, align 4
    #dbg_declare(ptr %9, !86, !DIExpression(), !87)
  store ptr %2, ptr %10, align 8
    #dbg_declare(ptr %10, !88, !DIExpression(), !89)
  store ptr %3, ptr %11, align 8
    #dbg_declare(ptr %11, !90, !DIExpression(), !91)
  store ptr %4, ptr %12, align 8
    #dbg_declare(ptr %12, !92, !DIExpression(), !93)
  store ptr %5, ptr %13, align 8
    #dbg_declare(ptr %13, !94, !DIExpression(), !95)
  store ptr %6, ptr %14, align 8
    #dbg_declare(ptr %14, !96, !DIExpression(), !97)
    #dbg_declare(ptr %15, !98, !DIExpression(), !100)
  store i32 0, ptr %15, align 4, !dbg !100
  br label %19, !dbg !101

19:                                               ; preds = %73, %7
  %20 = load i32, ptr %15, align 4, !dbg !102
  %21 = load i32, ptr %9, align 4, !dbg !104
  %22 = icmp slt i32 %20, %21, !dbg !105
  br i1 %22, label %23, label %76, !dbg !106

23:                                               ; preds = %19
    #dbg_declare(ptr %16, !107, !DIExpression(), !110)
  store i32 0, ptr %16, align 4, !dbg !110
  br label %24, !dbg !111

24:                                               ; preds = %69, %23
  %25 = load i32, ptr %16, align 4, !dbg !112
  %26 = load i32, ptr %8, align 4, !dbg !114
  %27 = icmp slt i32 %25, %26, !dbg !115
  br i1 %27, label %28, label %72, !dbg !116

28:                                               ; preds = %24
    #dbg_declare(ptr %17, !117, !DIExpression(), !119)
  store double 0.000000e+00, ptr %17, align 8, !dbg !119
    #dbg_declare(ptr %18, !120, !DIExpression(), !122)
  %29 = load ptr, ptr %10, align 8, !dbg !123
  %30 = load i32, ptr %16, align 4, !dbg !124
  %31 = sext i32 %30 to i64, !dbg !123
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !123
  %33 = load i32, ptr %32, align 4, !dbg !123
  store i32 %33, ptr %18, align 4, !dbg !122
  br label %34, !dbg !125

34:                                               ; preds = %60, %28
  %35 = load i32, ptr %18, align 4, !dbg !126
  %36 = load ptr, ptr %10, align 8, !dbg !128
  %37 = load i32, ptr %16, align 4, !dbg !129
  %38 = add nsw i32 %37, 1, !dbg !130
  %39 = sext i32 %38 to i64, !dbg !128
  %40 = getelementptr inbounds i32, ptr %36, i64 %39, !dbg !128
  %41 = load i32, ptr %40, align 4, !dbg !128
  %42 = icmp slt i32 %35, %41, !dbg !131
  br i1 %42, label %43, label %63, !dbg !132

43:                                               ; preds = %34
  %44 = load ptr, ptr %12, align 8, !dbg !133
  %45 = load i32, ptr %18, align 4, !dbg !134
  %46 = sext i32 %45 to i64, !dbg !133
  %47 = getelementptr inbounds double, ptr %44, i64 %46, !dbg !133
  %48 = load double, ptr %47, align 8, !dbg !133
  %49 = load ptr, ptr %13, align 8, !dbg !135
  %50 = load ptr, ptr %11, align 8, !dbg !136
  %51 = load i32, ptr %18, align 4, !dbg !137
  %52 = sext i32 %51 to i64, !dbg !136
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !136
  %54 = load i32, ptr %53, align 4, !dbg !136
  %55 = sext i32 %54 to i64, !dbg !135
  %56 = getelementptr inbounds double, ptr %49, i64 %55, !dbg !135
  %57 = load double, ptr %56, align 8, !dbg !135
  %58 = load double, ptr %17, align 8, !dbg !138
  %59 = call double @llvm.fmuladd.f64(double %48, double %57, double %58), !dbg !138
  store double %59, ptr %17, align 8, !dbg !138
  br label %60, !dbg !139

60:                                               ; preds = %43
  %61 = load i32, ptr %18, align 4, !dbg !140
  %62 = add nsw i32 %61, 1, !dbg !140
  store i32 %62, ptr %18, align 4, !dbg !140
  br label %34, !dbg !141, !llvm.loop !142

63:                                               ; preds = %34
  %64 = load double, ptr %17, align 8, !dbg !145
  %65 = load ptr, ptr %14, align 8, !dbg !146
  %66 = load i32, ptr %16, align 4, !dbg !147
  %67 = sext i32 %66 to i64, !dbg !146
  %68 = getelementptr inbounds double, ptr %65, i64 %67, !dbg !146
  store double %64, ptr %68, align 8, !dbg !148
  br label %69, !dbg !149

69:                                               ; preds = %63
  %70 = load i32, ptr %16, align 4, !dbg !150
  %71 = add nsw i32 %70, 1, !dbg !150
  store i32 %71, ptr %16, align 4, !dbg !150
  br label %24, !dbg !151, !llvm.loop !152

72:                                               ; preds = %24
  br label %73, !dbg !154

73:                                               ; preds = %72
  %74 = load i32, ptr %15, align 4, !dbg !155
  %75 = add nsw i32 %74, 1, !dbg !155
  store i32 %75, ptr %15, align 4, !dbg !155
  br label %19, !dbg !156, !llvm.loop !157

76:                                               ; preds = %19
  ret void, !dbg !159
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !160 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [4 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !165, !DIExpression(), !166)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !167, !DIExpression(), !168)
  %22 = load i32, ptr %4, align 4, !dbg !169
  %23 = icmp slt i32 %22, 2, !dbg !171
  br i1 %23, label %24, label %30, !dbg !172

24:                                               ; preds = %2
  %25 = load ptr, ptr @stderr, align 8, !dbg !173
  %26 = load ptr, ptr %5, align 8, !dbg !175
  %27 = getelementptr inbounds ptr, ptr %26, i64 0, !dbg !175
  %28 = load ptr, ptr %27, align 8, !dbg !175
  %29 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %25, ptr noundef @.str, ptr noundef %28) #5, !dbg !176
  store i32 1, ptr %3, align 4, !dbg !177
  br label %291, !dbg !177

30:                                               ; preds = %2
    #dbg_declare(ptr %6, !178, !DIExpression(), !233)
  %31 = load ptr, ptr %5, align 8, !dbg !234
  %32 = getelementptr inbounds ptr, ptr %31, i64 1, !dbg !234
  %33 = load ptr, ptr %32, align 8, !dbg !234
  %34 = call noalias ptr @fopen(ptr noundef %33, ptr noundef @.str.1), !dbg !235
  store ptr %34, ptr %6, align 8, !dbg !233
  %35 = load ptr, ptr %6, align 8, !dbg !236
  %36 = icmp ne ptr %35, null, !dbg !236
  br i1 %36, label %42, label %37, !dbg !238

37:                                               ; preds = %30
  %38 = load ptr, ptr %5, align 8, !dbg !239
  %39 = getelementptr inbounds ptr, ptr %38, i64 1, !dbg !239
  %40 = load ptr, ptr %39, align 8, !dbg !239
  %41 = call i32 @fail(ptr noundef @.str.2, ptr noundef %40, ptr noundef null), !dbg !240
  store i32 %41, ptr %3, align 4, !dbg !241
  br label %291, !dbg !241

42:                                               ; preds = %30
    #dbg_declare(ptr %7, !242, !DIExpression(), !246)
  %43 = load ptr, ptr %6, align 8, !dbg !247
  %44 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !249
  %45 = call i32 @read_exact(ptr noundef %43, ptr noundef %44, i64 noundef 4, i64 noundef 4), !dbg !250
  %46 = icmp ne i32 %45, 0, !dbg !250
  br i1 %46, label %53, label %47, !dbg !251

47:                                               ; preds = %42
  %48 = load ptr, ptr %5, align 8, !dbg !252
  %49 = getelementptr inbounds ptr, ptr %48, i64 1, !dbg !252
  %50 = load ptr, ptr %49, align 8, !dbg !252
  %51 = load ptr, ptr %6, align 8, !dbg !253
  %52 = call i32 @fail(ptr noundef @.str.3, ptr noundef %50, ptr noundef %51), !dbg !254
  store i32 %52, ptr %3, align 4, !dbg !255
  br label %291, !dbg !255

53:                                               ; preds = %42
    #dbg_declare(ptr %8, !256, !DIExpression(), !257)
  %54 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !258
  %55 = load i32, ptr %54, align 16, !dbg !258
  store i32 %55, ptr %8, align 4, !dbg !257
    #dbg_declare(ptr %9, !259, !DIExpression(), !260)
  %56 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1, !dbg !261
  %57 = load i32, ptr %56, align 4, !dbg !261
  store i32 %57, ptr %9, align 4, !dbg !260
    #dbg_declare(ptr %10, !262, !DIExpression(), !263)
  %58 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2, !dbg !264
  %59 = load i32, ptr %58, align 8, !dbg !264
  store i32 %59, ptr %10, align 4, !dbg !263
    #dbg_declare(ptr %11, !265, !DIExpression(), !266)
  %60 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3, !dbg !267
  %61 = load i32, ptr %60, align 4, !dbg !267
  store i32 %61, ptr %11, align 4, !dbg !266
  %62 = load i32, ptr %8, align 4, !dbg !268
  %63 = icmp slt i32 %62, 1, !dbg !270
  br i1 %63, label %82, label %64, !dbg !271

64:                                               ; preds = %53
  %65 = load i32, ptr %9, align 4, !dbg !272
  %66 = icmp slt i32 %65, 1, !dbg !273
  br i1 %66, label %82, label %67, !dbg !274

67:                                               ; preds = %64
  %68 = load i32, ptr %10, align 4, !dbg !275
  %69 = icmp slt i32 %68, 0, !dbg !276
  br i1 %69, label %82, label %70, !dbg !277

70:                                               ; preds = %67
  %71 = load i32, ptr %11, align 4, !dbg !278
  %72 = icmp slt i32 %71, 0, !dbg !279
  br i1 %72, label %82, label %73, !dbg !280

73:                                               ; preds = %70
  %74 = load i32, ptr %8, align 4, !dbg !281
  %75 = icmp sgt i32 %74, 100000000, !dbg !282
  br i1 %75, label %82, label %76, !dbg !283

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4, !dbg !284
  %78 = icmp sgt i32 %77, 100000000, !dbg !285
  br i1 %78, label %82, label %79, !dbg !286

79:                                               ; preds = %76
  %80 = load i32, ptr %10, align 4, !dbg !287
  %81 = icmp sgt i32 %80, 500000000, !dbg !288
  br i1 %81, label %82, label %88, !dbg !289

82:                                               ; preds = %79, %76, %73, %70, %67, %64, %53
  %83 = load ptr, ptr %5, align 8, !dbg !290
  %84 = getelementptr inbounds ptr, ptr %83, i64 1, !dbg !290
  %85 = load ptr, ptr %84, align 8, !dbg !290
  %86 = load ptr, ptr %6, align 8, !dbg !291
  %87 = call i32 @fail(ptr noundef @.str.4, ptr noundef %85, ptr noundef %86), !dbg !292
  store i32 %87, ptr %3, align 4, !dbg !293
  br label %291, !dbg !293

88:                                               ; preds = %79
    #dbg_declare(ptr %12, !294, !DIExpression(), !296)
  %89 = load i32, ptr %8, align 4, !dbg !297
  %90 = sext i32 %89 to i64, !dbg !298
  %91 = add i64 %90, 1, !dbg !299
  %92 = mul i64 %91, 4, !dbg !300
  %93 = call noalias ptr @malloc(i64 noundef %92) #6, !dbg !301
  store ptr %93, ptr %12, align 8, !dbg !296
    #dbg_declare(ptr %13, !302, !DIExpression(), !303)
  %94 = load i32, ptr %10, align 4, !dbg !304
  %95 = sext i32 %94 to i64, !dbg !305
  %96 = add i64 %95, 1, !dbg !306
  %97 = mul i64 %96, 4, !dbg !307
  %98 = call noalias ptr @malloc(i64 noundef %97) #6, !dbg !308
  store ptr %98, ptr %13, align 8, !dbg !303
    #dbg_declare(ptr %14, !309, !DIExpression(), !310)
  %99 = load i32, ptr %10, align 4, !dbg !311
  %100 = sext i32 %99 to i64, !dbg !312
  %101 = add i64 %100, 1, !dbg !313
  %102 = mul i64 %101, 8, !dbg !314
  %103 = call noalias ptr @malloc(i64 noundef %102) #6, !dbg !315
  store ptr %103, ptr %14, align 8, !dbg !310
    #dbg_declare(ptr %15, !316, !DIExpression(), !317)
  %104 = load i32, ptr %9, align 4, !dbg !318
  %105 = sext i32 %104 to i64, !dbg !319
  %106 = mul i64 %105, 8, !dbg !320
  %107 = call noalias ptr @malloc(i64 noundef %106) #6, !dbg !321
  store ptr %107, ptr %15, align 8, !dbg !317
    #dbg_declare(ptr %16, !322, !DIExpression(), !323)
  %108 = load i32, ptr %8, align 4, !dbg !324
  %109 = sext i32 %108 to i64, !dbg !325
  %110 = mul i64 %109, 8, !dbg !326
  %111 = call noalias ptr @malloc(i64 noundef %110) #6, !dbg !327
  store ptr %111, ptr %16, align 8, !dbg !323
  %112 = load ptr, ptr %12, align 8, !dbg !328
  %113 = icmp ne ptr %112, null, !dbg !328
  br i1 %113, label %114, label %126, !dbg !330

114:                                              ; preds = %88
  %115 = load ptr, ptr %13, align 8, !dbg !331
  %116 = icmp ne ptr %115, null, !dbg !331
  br i1 %116, label %117, label %126, !dbg !332

117:                                              ; preds = %114
  %118 = load ptr, ptr %14, align 8, !dbg !333
  %119 = icmp ne ptr %118, null, !dbg !333
  br i1 %119, label %120, label %126, !dbg !334

120:                                              ; preds = %117
  %121 = load ptr, ptr %15, align 8, !dbg !335
  %122 = icmp ne ptr %121, null, !dbg !335
  br i1 %122, label %123, label %126, !dbg !336

123:                                              ; preds = %120
  %124 = load ptr, ptr %16, align 8, !dbg !337
  %125 = icmp ne ptr %124, null, !dbg !337
  br i1 %125, label %132, label %126, !dbg !338

126:                                              ; preds = %123, %120, %117, %114, %88
  %127 = load ptr, ptr %5, align 8, !dbg !339
  %128 = getelementptr inbounds ptr, ptr %127, i64 1, !dbg !339
  %129 = load ptr, ptr %128, align 8, !dbg !339
  %130 = load ptr, ptr %6, align 8, !dbg !340
  %131 = call i32 @fail(ptr noundef @.str.5, ptr noundef %129, ptr noundef %130), !dbg !341
  store i32 %131, ptr %3, align 4, !dbg !342
  br label %291, !dbg !342

132:                                              ; preds = %123
  %133 = load ptr, ptr %6, align 8, !dbg !343
  %134 = load ptr, ptr %12, align 8, !dbg !345
  %135 = load i32, ptr %8, align 4, !dbg !346
  %136 = sext i32 %135 to i64, !dbg !347
  %137 = add i64 %136, 1, !dbg !348
  %138 = call i32 @read_exact(ptr noundef %133, ptr noundef %134, i64 noundef 4, i64 noundef %137), !dbg !349
  %139 = icmp ne i32 %138, 0, !dbg !349
  br i1 %139, label %140, label %165, !dbg !350

140:                                              ; preds = %132
  %141 = load ptr, ptr %6, align 8, !dbg !351
  %142 = load ptr, ptr %13, align 8, !dbg !352
  %143 = load i32, ptr %10, align 4, !dbg !353
  %144 = sext i32 %143 to i64, !dbg !354
  %145 = call i32 @read_exact(ptr noundef %141, ptr noundef %142, i64 noundef 4, i64 noundef %144), !dbg !355
  %146 = icmp ne i32 %145, 0, !dbg !355
  br i1 %146, label %147, label %165, !dbg !356

147:                                              ; preds = %140
  %148 = load ptr, ptr %6, align 8, !dbg !357
  %149 = load ptr, ptr %14, align 8, !dbg !358
  %150 = load i32, ptr %10, align 4, !dbg !359
  %151 = sext i32 %150 to i64, !dbg !360
  %152 = call i32 @read_exact(ptr noundef %148, ptr noundef %149, i64 noundef 8, i64 noundef %151), !dbg !361
  %153 = icmp ne i32 %152, 0, !dbg !361
  br i1 %153, label %154, label %165, !dbg !362

154:                                              ; preds = %147
  %155 = load ptr, ptr %6, align 8, !dbg !363
  %156 = load ptr, ptr %15, align 8, !dbg !364
  %157 = load i32, ptr %9, align 4, !dbg !365
  %158 = sext i32 %157 to i64, !dbg !366
  %159 = call i32 @read_exact(ptr noundef %155, ptr noundef %156, i64 noundef 8, i64 noundef %158), !dbg !367
  %160 = icmp ne i32 %159, 0, !dbg !367
  br i1 %160, label %161, label %165, !dbg !368

161:                                              ; preds = %154
  %162 = load ptr, ptr %6, align 8, !dbg !369
  %163 = call i32 @fgetc(ptr noundef %162), !dbg !370
  %164 = icmp ne i32 %163, -1, !dbg !371
  br i1 %164, label %165, label %171, !dbg !372

165:                                              ; preds = %161, %154, %147, %140, %132
  %166 = load ptr, ptr %5, align 8, !dbg !373
  %167 = getelementptr inbounds ptr, ptr %166, i64 1, !dbg !373
  %168 = load ptr, ptr %167, align 8, !dbg !373
  %169 = load ptr, ptr %6, align 8, !dbg !374
  %170 = call i32 @fail(ptr noundef @.str.6, ptr noundef %168, ptr noundef %169), !dbg !375
  store i32 %170, ptr %3, align 4, !dbg !376
  br label %291, !dbg !376

171:                                              ; preds = %161
  %172 = load ptr, ptr %6, align 8, !dbg !377
  %173 = call i32 @fclose(ptr noundef %172), !dbg !378
  %174 = load ptr, ptr %12, align 8, !dbg !379
  %175 = getelementptr inbounds i32, ptr %174, i64 0, !dbg !379
  %176 = load i32, ptr %175, align 4, !dbg !379
  %177 = icmp ne i32 %176, 0, !dbg !381
  br i1 %177, label %186, label %178, !dbg !382

178:                                              ; preds = %171
  %179 = load ptr, ptr %12, align 8, !dbg !383
  %180 = load i32, ptr %8, align 4, !dbg !384
  %181 = sext i32 %180 to i64, !dbg !383
  %182 = getelementptr inbounds i32, ptr %179, i64 %181, !dbg !383
  %183 = load i32, ptr %182, align 4, !dbg !383
  %184 = load i32, ptr %10, align 4, !dbg !385
  %185 = icmp ne i32 %183, %184, !dbg !386
  br i1 %185, label %186, label %191, !dbg !387

186:                                              ; preds = %178, %171
  %187 = load ptr, ptr %5, align 8, !dbg !388
  %188 = getelementptr inbounds ptr, ptr %187, i64 1, !dbg !388
  %189 = load ptr, ptr %188, align 8, !dbg !388
  %190 = call i32 @fail(ptr noundef @.str.7, ptr noundef %189, ptr noundef null), !dbg !389
  store i32 %190, ptr %3, align 4, !dbg !390
  br label %291, !dbg !390

191:                                              ; preds = %178
    #dbg_declare(ptr %17, !391, !DIExpression(), !393)
  store i32 0, ptr %17, align 4, !dbg !393
  br label %192, !dbg !394

192:                                              ; preds = %215, %191
  %193 = load i32, ptr %17, align 4, !dbg !395
  %194 = load i32, ptr %8, align 4, !dbg !397
  %195 = icmp slt i32 %193, %194, !dbg !398
  br i1 %195, label %196, label %218, !dbg !399

196:                                              ; preds = %192
  %197 = load ptr, ptr %12, align 8, !dbg !400
  %198 = load i32, ptr %17, align 4, !dbg !402
  %199 = add nsw i32 %198, 1, !dbg !403
  %200 = sext i32 %199 to i64, !dbg !400
  %201 = getelementptr inbounds i32, ptr %197, i64 %200, !dbg !400
  %202 = load i32, ptr %201, align 4, !dbg !400
  %203 = load ptr, ptr %12, align 8, !dbg !404
  %204 = load i32, ptr %17, align 4, !dbg !405
  %205 = sext i32 %204 to i64, !dbg !404
  %206 = getelementptr inbounds i32, ptr %203, i64 %205, !dbg !404
  %207 = load i32, ptr %206, align 4, !dbg !404
  %208 = icmp slt i32 %202, %207, !dbg !406
  br i1 %208, label %209, label %214, !dbg !407

209:                                              ; preds = %196
  %210 = load ptr, ptr %5, align 8, !dbg !408
  %211 = getelementptr inbounds ptr, ptr %210, i64 1, !dbg !408
  %212 = load ptr, ptr %211, align 8, !dbg !408
  %213 = call i32 @fail(ptr noundef @.str.8, ptr noundef %212, ptr noundef null), !dbg !409
  store i32 %213, ptr %3, align 4, !dbg !410
  br label %291, !dbg !410

214:                                              ; preds = %196
  br label %215, !dbg !411

215:                                              ; preds = %214
  %216 = load i32, ptr %17, align 4, !dbg !412
  %217 = add nsw i32 %216, 1, !dbg !412
  store i32 %217, ptr %17, align 4, !dbg !412
  br label %192, !dbg !413, !llvm.loop !414

218:                                              ; preds = %192
    #dbg_declare(ptr %18, !416, !DIExpression(), !418)
  store i32 0, ptr %18, align 4, !dbg !418
  br label %219, !dbg !419

219:                                              ; preds = %244, %218
  %220 = load i32, ptr %18, align 4, !dbg !420
  %221 = load i32, ptr %10, align 4, !dbg !422
  %222 = icmp slt i32 %220, %221, !dbg !423
  br i1 %222, label %223, label %247, !dbg !424

223:                                              ; preds = %219
  %224 = load ptr, ptr %13, align 8, !dbg !425
  %225 = load i32, ptr %18, align 4, !dbg !427
  %226 = sext i32 %225 to i64, !dbg !425
  %227 = getelementptr inbounds i32, ptr %224, i64 %226, !dbg !425
  %228 = load i32, ptr %227, align 4, !dbg !425
  %229 = icmp slt i32 %228, 0, !dbg !428
  br i1 %229, label %238, label %230, !dbg !429

230:                                              ; preds = %223
  %231 = load ptr, ptr %13, align 8, !dbg !430
  %232 = load i32, ptr %18, align 4, !dbg !431
  %233 = sext i32 %232 to i64, !dbg !430
  %234 = getelementptr inbounds i32, ptr %231, i64 %233, !dbg !430
  %235 = load i32, ptr %234, align 4, !dbg !430
  %236 = load i32, ptr %9, align 4, !dbg !432
  %237 = icmp sge i32 %235, %236, !dbg !433
  br i1 %237, label %238, label %243, !dbg !434

238:                                              ; preds = %230, %223
  %239 = load ptr, ptr %5, align 8, !dbg !435
  %240 = getelementptr inbounds ptr, ptr %239, i64 1, !dbg !435
  %241 = load ptr, ptr %240, align 8, !dbg !435
  %242 = call i32 @fail(ptr noundef @.str.9, ptr noundef %241, ptr noundef null), !dbg !436
  store i32 %242, ptr %3, align 4, !dbg !437
  br label %291, !dbg !437

243:                                              ; preds = %230
  br label %244, !dbg !432

244:                                              ; preds = %243
  %245 = load i32, ptr %18, align 4, !dbg !438
  %246 = add nsw i32 %245, 1, !dbg !438
  store i32 %246, ptr %18, align 4, !dbg !438
  br label %219, !dbg !439, !llvm.loop !440

247:                                              ; preds = %219
    #dbg_declare(ptr %19, !442, !DIExpression(), !444)
  store i32 0, ptr %19, align 4, !dbg !444
  br label %248, !dbg !445

248:                                              ; preds = %257, %247
  %249 = load i32, ptr %19, align 4, !dbg !446
  %250 = load i32, ptr %8, align 4, !dbg !448
  %251 = icmp slt i32 %249, %250, !dbg !449
  br i1 %251, label %252, label %260, !dbg !450

252:                                              ; preds = %248
  %253 = load ptr, ptr %16, align 8, !dbg !451
  %254 = load i32, ptr %19, align 4, !dbg !452
  %255 = sext i32 %254 to i64, !dbg !451
  %256 = getelementptr inbounds double, ptr %253, i64 %255, !dbg !451
  store double 0.000000e+00, ptr %256, align 8, !dbg !453
  br label %257, !dbg !451

257:                                              ; preds = %252
  %258 = load i32, ptr %19, align 4, !dbg !454
  %259 = add nsw i32 %258, 1, !dbg !454
  store i32 %259, ptr %19, align 4, !dbg !454
  br label %248, !dbg !455, !llvm.loop !456

260:                                              ; preds = %248
  %261 = load i32, ptr %8, align 4, !dbg !458
  %262 = load i32, ptr %11, align 4, !dbg !459
  %263 = load ptr, ptr %12, align 8, !dbg !460
  %264 = load ptr, ptr %13, align 8, !dbg !461
  %265 = load ptr, ptr %14, align 8, !dbg !462
  %266 = load ptr, ptr %15, align 8, !dbg !463
  %267 = load ptr, ptr %16, align 8, !dbg !464
  call void @spmv(i32 noundef %261, i32 noundef %262, ptr noundef %263, ptr noundef %264, ptr noundef %265, ptr noundef %266, ptr noundef %267), !dbg !465
    #dbg_declare(ptr %20, !466, !DIExpression(), !467)
  store double 0.000000e+00, ptr %20, align 8, !dbg !467
    #dbg_declare(ptr %21, !468, !DIExpression(), !470)
  store i32 0, ptr %21, align 4, !dbg !470
  br label %268, !dbg !471

268:                                              ; preds = %280, %260
  %269 = load i32, ptr %21, align 4, !dbg !472
  %270 = load i32, ptr %8, align 4, !dbg !474
  %271 = icmp slt i32 %269, %270, !dbg !475
  br i1 %271, label %272, label %283, !dbg !476

272:                                              ; preds = %268
  %273 = load ptr, ptr %16, align 8, !dbg !477
  %274 = load i32, ptr %21, align 4, !dbg !478
  %275 = sext i32 %274 to i64, !dbg !477
  %276 = getelementptr inbounds double, ptr %273, i64 %275, !dbg !477
  %277 = load double, ptr %276, align 8, !dbg !477
  %278 = load double, ptr %20, align 8, !dbg !479
  %279 = fadd double %278, %277, !dbg !479
  store double %279, ptr %20, align 8, !dbg !479
  br label %280, !dbg !480

280:                                              ; preds = %272
  %281 = load i32, ptr %21, align 4, !dbg !481
  %282 = add nsw i32 %281, 1, !dbg !481
  store i32 %282, ptr %21, align 4, !dbg !481
  br label %268, !dbg !482, !llvm.loop !483

283:                                              ; preds = %268
  %284 = load double, ptr %20, align 8, !dbg !485
  %285 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %284), !dbg !486
  %286 = load ptr, ptr %12, align 8, !dbg !487
  call void @free(ptr noundef %286) #5, !dbg !488
  %287 = load ptr, ptr %13, align 8, !dbg !489
  call void @free(ptr noundef %287) #5, !dbg !490
  %288 = load ptr, ptr %14, align 8, !dbg !491
  call void @free(ptr noundef %288) #5, !dbg !492
  %289 = load ptr, ptr %15, align 8, !dbg !493
  call void @free(ptr noundef %289) #5, !dbg !494
  %290 = load ptr, ptr %16, align 8, !dbg !495
  call void @free(ptr noundef %290) #5, !dbg !496
  store i32 0, ptr %3, align 4, !dbg !497
  br label %291, !dbg !497

291:                                              ; preds = %283, %238, %209, %186, %165, %126, %82, %47, %37, %24
  %292 = load i32, ptr %3, align 4, !dbg !498
  ret i32 %292, !dbg !498
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !499 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !504, !DIExpression(), !505)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !506, !DIExpression(), !507)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !508, !DIExpression(), !509)
  %7 = load ptr, ptr @stderr, align 8, !dbg !510
  %8 = load ptr, ptr %4, align 8, !dbg !511
  %9 = load ptr, ptr %5, align 8, !dbg !512
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.11, ptr noundef %8, ptr noundef %9) #5, !dbg !513
  %11 = load ptr, ptr %6, align 8, !dbg !514
  %12 = icmp ne ptr %11, null, !dbg !514
  br i1 %12, label %13, label %16, !dbg !516

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !517
  %15 = call i32 @fclose(ptr noundef %14), !dbg !518
  br label %16, !dbg !518

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !519
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !520 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !523, !DIExpression(), !524)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !525, !DIExpression(), !526)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !527, !DIExpression(), !528)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !529, !DIExpression(), !530)
  %9 = load ptr, ptr %6, align 8, !dbg !531
  %10 = load i64, ptr %7, align 8, !dbg !532
  %11 = load i64, ptr %8, align 8, !dbg !533
  %12 = load ptr, ptr %5, align 8, !dbg !534
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !535
  %14 = load i64, ptr %8, align 8, !dbg !536
  %15 = icmp eq i64 %13, %14, !dbg !537
  %16 = zext i1 %15 to i32, !dbg !537
  ret i32 %16, !dbg !538
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

declare i32 @fgetc(ptr noundef) #3

declare i32 @fclose(ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "spmv.c", directory: "/work/main/workloads/spmv", checksumkind: CSK_MD5, checksum: "02841c454fd1e00848abb5e5779d0766")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 27)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 16)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 15)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !64, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61}
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !62, line: 18, baseType: !63)
!62 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54}
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"frame-pointer", i32 2}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "spmv", scope: !2, file: !2, line: 17, type: !74, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !59, retainedNodes: !83)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !76, !76, !77, !77, !79, !79, !82}
!76 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!83 = !{}
!84 = !DILocalVariable(name: "nrows", arg: 1, scope: !73, file: !2, line: 17, type: !76)
!85 = !DILocation(line: 17, column: 15, scope: !73)
!86 = !DILocalVariable(name: "reps", arg: 2, scope: !73, file: !2, line: 17, type: !76)
!87 = !DILocation(line: 17, column: 26, scope: !73)
!88 = !DILocalVariable(name: "rowptr", arg: 3, scope: !73, file: !2, line: 17, type: !77)
!89 = !DILocation(line: 17, column: 43, scope: !73)
!90 = !DILocalVariable(name: "colidx", arg: 4, scope: !73, file: !2, line: 17, type: !77)
!91 = !DILocation(line: 17, column: 62, scope: !73)
!92 = !DILocalVariable(name: "val", arg: 5, scope: !73, file: !2, line: 17, type: !79)
!93 = !DILocation(line: 17, column: 84, scope: !73)
!94 = !DILocalVariable(name: "x", arg: 6, scope: !73, file: !2, line: 18, type: !79)
!95 = !DILocation(line: 18, column: 25, scope: !73)
!96 = !DILocalVariable(name: "y", arg: 7, scope: !73, file: !2, line: 18, type: !82)
!97 = !DILocation(line: 18, column: 36, scope: !73)
!98 = !DILocalVariable(name: "r", scope: !99, file: !2, line: 20, type: !76)
!99 = distinct !DILexicalBlock(scope: !73, file: !2, line: 20, column: 5)
!100 = !DILocation(line: 20, column: 14, scope: !99)
!101 = !DILocation(line: 20, column: 10, scope: !99)
!102 = !DILocation(line: 20, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !2, line: 20, column: 5)
!104 = !DILocation(line: 20, column: 25, scope: !103)
!105 = !DILocation(line: 20, column: 23, scope: !103)
!106 = !DILocation(line: 20, column: 5, scope: !99)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 21, type: !76)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 21, column: 9)
!109 = distinct !DILexicalBlock(scope: !103, file: !2, line: 20, column: 36)
!110 = !DILocation(line: 21, column: 18, scope: !108)
!111 = !DILocation(line: 21, column: 14, scope: !108)
!112 = !DILocation(line: 21, column: 25, scope: !113)
!113 = distinct !DILexicalBlock(scope: !108, file: !2, line: 21, column: 9)
!114 = !DILocation(line: 21, column: 29, scope: !113)
!115 = !DILocation(line: 21, column: 27, scope: !113)
!116 = !DILocation(line: 21, column: 9, scope: !108)
!117 = !DILocalVariable(name: "sum", scope: !118, file: !2, line: 22, type: !81)
!118 = distinct !DILexicalBlock(scope: !113, file: !2, line: 21, column: 41)
!119 = !DILocation(line: 22, column: 20, scope: !118)
!120 = !DILocalVariable(name: "p", scope: !121, file: !2, line: 23, type: !76)
!121 = distinct !DILexicalBlock(scope: !118, file: !2, line: 23, column: 13)
!122 = !DILocation(line: 23, column: 22, scope: !121)
!123 = !DILocation(line: 23, column: 26, scope: !121)
!124 = !DILocation(line: 23, column: 33, scope: !121)
!125 = !DILocation(line: 23, column: 18, scope: !121)
!126 = !DILocation(line: 23, column: 37, scope: !127)
!127 = distinct !DILexicalBlock(scope: !121, file: !2, line: 23, column: 13)
!128 = !DILocation(line: 23, column: 41, scope: !127)
!129 = !DILocation(line: 23, column: 48, scope: !127)
!130 = !DILocation(line: 23, column: 50, scope: !127)
!131 = !DILocation(line: 23, column: 39, scope: !127)
!132 = !DILocation(line: 23, column: 13, scope: !121)
!133 = !DILocation(line: 24, column: 24, scope: !127)
!134 = !DILocation(line: 24, column: 28, scope: !127)
!135 = !DILocation(line: 24, column: 33, scope: !127)
!136 = !DILocation(line: 24, column: 35, scope: !127)
!137 = !DILocation(line: 24, column: 42, scope: !127)
!138 = !DILocation(line: 24, column: 21, scope: !127)
!139 = !DILocation(line: 24, column: 17, scope: !127)
!140 = !DILocation(line: 23, column: 57, scope: !127)
!141 = !DILocation(line: 23, column: 13, scope: !127)
!142 = distinct !{!142, !132, !143, !144}
!143 = !DILocation(line: 24, column: 44, scope: !121)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 25, column: 20, scope: !118)
!146 = !DILocation(line: 25, column: 13, scope: !118)
!147 = !DILocation(line: 25, column: 15, scope: !118)
!148 = !DILocation(line: 25, column: 18, scope: !118)
!149 = !DILocation(line: 26, column: 9, scope: !118)
!150 = !DILocation(line: 21, column: 37, scope: !113)
!151 = !DILocation(line: 21, column: 9, scope: !113)
!152 = distinct !{!152, !116, !153, !144}
!153 = !DILocation(line: 26, column: 9, scope: !108)
!154 = !DILocation(line: 27, column: 5, scope: !109)
!155 = !DILocation(line: 20, column: 32, scope: !103)
!156 = !DILocation(line: 20, column: 5, scope: !103)
!157 = distinct !{!157, !106, !158, !144}
!158 = !DILocation(line: 27, column: 5, scope: !99)
!159 = !DILocation(line: 28, column: 1, scope: !73)
!160 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !161, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !59, retainedNodes: !83)
!161 = !DISubroutineType(types: !162)
!162 = !{!76, !76, !163}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!165 = !DILocalVariable(name: "argc", arg: 1, scope: !160, file: !2, line: 43, type: !76)
!166 = !DILocation(line: 43, column: 14, scope: !160)
!167 = !DILocalVariable(name: "argv", arg: 2, scope: !160, file: !2, line: 43, type: !163)
!168 = !DILocation(line: 43, column: 27, scope: !160)
!169 = !DILocation(line: 45, column: 9, scope: !170)
!170 = distinct !DILexicalBlock(scope: !160, file: !2, line: 45, column: 9)
!171 = !DILocation(line: 45, column: 14, scope: !170)
!172 = !DILocation(line: 45, column: 9, scope: !160)
!173 = !DILocation(line: 46, column: 17, scope: !174)
!174 = distinct !DILexicalBlock(scope: !170, file: !2, line: 45, column: 19)
!175 = !DILocation(line: 46, column: 50, scope: !174)
!176 = !DILocation(line: 46, column: 9, scope: !174)
!177 = !DILocation(line: 47, column: 9, scope: !174)
!178 = !DILocalVariable(name: "f", scope: !160, file: !2, line: 49, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !181, line: 7, baseType: !182)
!181 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!182 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !183, line: 49, size: 1728, elements: !184)
!183 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!184 = !{!185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !200, !202, !203, !204, !208, !210, !212, !216, !219, !221, !224, !227, !228, !230, !231, !232}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !182, file: !183, line: 51, baseType: !76, size: 32)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !182, file: !183, line: 54, baseType: !164, size: 64, offset: 64)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !182, file: !183, line: 55, baseType: !164, size: 64, offset: 128)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !182, file: !183, line: 56, baseType: !164, size: 64, offset: 192)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !182, file: !183, line: 57, baseType: !164, size: 64, offset: 256)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !182, file: !183, line: 58, baseType: !164, size: 64, offset: 320)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !182, file: !183, line: 59, baseType: !164, size: 64, offset: 384)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !182, file: !183, line: 60, baseType: !164, size: 64, offset: 448)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !182, file: !183, line: 61, baseType: !164, size: 64, offset: 512)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !182, file: !183, line: 64, baseType: !164, size: 64, offset: 576)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !182, file: !183, line: 65, baseType: !164, size: 64, offset: 640)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !182, file: !183, line: 66, baseType: !164, size: 64, offset: 704)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !182, file: !183, line: 68, baseType: !198, size: 64, offset: 768)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !183, line: 36, flags: DIFlagFwdDecl)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !182, file: !183, line: 70, baseType: !201, size: 64, offset: 832)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !182, file: !183, line: 72, baseType: !76, size: 32, offset: 896)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !182, file: !183, line: 73, baseType: !76, size: 32, offset: 928)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !182, file: !183, line: 74, baseType: !205, size: 64, offset: 960)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !206, line: 152, baseType: !207)
!206 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!207 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !182, file: !183, line: 77, baseType: !209, size: 16, offset: 1024)
!209 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !182, file: !183, line: 78, baseType: !211, size: 8, offset: 1040)
!211 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !182, file: !183, line: 79, baseType: !213, size: 8, offset: 1048)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 1)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !182, file: !183, line: 81, baseType: !217, size: 64, offset: 1088)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !183, line: 43, baseType: null)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !182, file: !183, line: 89, baseType: !220, size: 64, offset: 1152)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !206, line: 153, baseType: !207)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !182, file: !183, line: 91, baseType: !222, size: 64, offset: 1216)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !183, line: 37, flags: DIFlagFwdDecl)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !182, file: !183, line: 92, baseType: !225, size: 64, offset: 1280)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !226, size: 64)
!226 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !183, line: 38, flags: DIFlagFwdDecl)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !182, file: !183, line: 93, baseType: !201, size: 64, offset: 1344)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !182, file: !183, line: 94, baseType: !229, size: 64, offset: 1408)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !182, file: !183, line: 95, baseType: !61, size: 64, offset: 1472)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !182, file: !183, line: 96, baseType: !76, size: 32, offset: 1536)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !182, file: !183, line: 98, baseType: !19, size: 160, offset: 1568)
!233 = !DILocation(line: 49, column: 11, scope: !160)
!234 = !DILocation(line: 49, column: 21, scope: !160)
!235 = !DILocation(line: 49, column: 15, scope: !160)
!236 = !DILocation(line: 50, column: 10, scope: !237)
!237 = distinct !DILexicalBlock(scope: !160, file: !2, line: 50, column: 9)
!238 = !DILocation(line: 50, column: 9, scope: !160)
!239 = !DILocation(line: 51, column: 47, scope: !237)
!240 = !DILocation(line: 51, column: 16, scope: !237)
!241 = !DILocation(line: 51, column: 9, scope: !237)
!242 = !DILocalVariable(name: "hdr", scope: !160, file: !2, line: 52, type: !243)
!243 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 128, elements: !244)
!244 = !{!245}
!245 = !DISubrange(count: 4)
!246 = !DILocation(line: 52, column: 9, scope: !160)
!247 = !DILocation(line: 53, column: 21, scope: !248)
!248 = distinct !DILexicalBlock(scope: !160, file: !2, line: 53, column: 9)
!249 = !DILocation(line: 53, column: 24, scope: !248)
!250 = !DILocation(line: 53, column: 10, scope: !248)
!251 = !DILocation(line: 53, column: 9, scope: !160)
!252 = !DILocation(line: 54, column: 44, scope: !248)
!253 = !DILocation(line: 54, column: 53, scope: !248)
!254 = !DILocation(line: 54, column: 16, scope: !248)
!255 = !DILocation(line: 54, column: 9, scope: !248)
!256 = !DILocalVariable(name: "nrows", scope: !160, file: !2, line: 55, type: !76)
!257 = !DILocation(line: 55, column: 9, scope: !160)
!258 = !DILocation(line: 55, column: 17, scope: !160)
!259 = !DILocalVariable(name: "ncols", scope: !160, file: !2, line: 55, type: !76)
!260 = !DILocation(line: 55, column: 25, scope: !160)
!261 = !DILocation(line: 55, column: 33, scope: !160)
!262 = !DILocalVariable(name: "nnz", scope: !160, file: !2, line: 55, type: !76)
!263 = !DILocation(line: 55, column: 41, scope: !160)
!264 = !DILocation(line: 55, column: 47, scope: !160)
!265 = !DILocalVariable(name: "reps", scope: !160, file: !2, line: 55, type: !76)
!266 = !DILocation(line: 55, column: 55, scope: !160)
!267 = !DILocation(line: 55, column: 62, scope: !160)
!268 = !DILocation(line: 56, column: 9, scope: !269)
!269 = distinct !DILexicalBlock(scope: !160, file: !2, line: 56, column: 9)
!270 = !DILocation(line: 56, column: 15, scope: !269)
!271 = !DILocation(line: 56, column: 19, scope: !269)
!272 = !DILocation(line: 56, column: 22, scope: !269)
!273 = !DILocation(line: 56, column: 28, scope: !269)
!274 = !DILocation(line: 56, column: 32, scope: !269)
!275 = !DILocation(line: 56, column: 35, scope: !269)
!276 = !DILocation(line: 56, column: 39, scope: !269)
!277 = !DILocation(line: 56, column: 43, scope: !269)
!278 = !DILocation(line: 56, column: 46, scope: !269)
!279 = !DILocation(line: 56, column: 51, scope: !269)
!280 = !DILocation(line: 56, column: 55, scope: !269)
!281 = !DILocation(line: 56, column: 58, scope: !269)
!282 = !DILocation(line: 56, column: 64, scope: !269)
!283 = !DILocation(line: 56, column: 76, scope: !269)
!284 = !DILocation(line: 57, column: 9, scope: !269)
!285 = !DILocation(line: 57, column: 15, scope: !269)
!286 = !DILocation(line: 57, column: 27, scope: !269)
!287 = !DILocation(line: 57, column: 30, scope: !269)
!288 = !DILocation(line: 57, column: 34, scope: !269)
!289 = !DILocation(line: 56, column: 9, scope: !160)
!290 = !DILocation(line: 58, column: 38, scope: !269)
!291 = !DILocation(line: 58, column: 47, scope: !269)
!292 = !DILocation(line: 58, column: 16, scope: !269)
!293 = !DILocation(line: 58, column: 9, scope: !269)
!294 = !DILocalVariable(name: "rowptr", scope: !160, file: !2, line: 59, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!296 = !DILocation(line: 59, column: 10, scope: !160)
!297 = !DILocation(line: 59, column: 35, scope: !160)
!298 = !DILocation(line: 59, column: 27, scope: !160)
!299 = !DILocation(line: 59, column: 41, scope: !160)
!300 = !DILocation(line: 59, column: 46, scope: !160)
!301 = !DILocation(line: 59, column: 19, scope: !160)
!302 = !DILocalVariable(name: "colidx", scope: !160, file: !2, line: 60, type: !295)
!303 = !DILocation(line: 60, column: 10, scope: !160)
!304 = !DILocation(line: 60, column: 35, scope: !160)
!305 = !DILocation(line: 60, column: 27, scope: !160)
!306 = !DILocation(line: 60, column: 39, scope: !160)
!307 = !DILocation(line: 60, column: 44, scope: !160)
!308 = !DILocation(line: 60, column: 19, scope: !160)
!309 = !DILocalVariable(name: "val", scope: !160, file: !2, line: 61, type: !82)
!310 = !DILocation(line: 61, column: 13, scope: !160)
!311 = !DILocation(line: 61, column: 35, scope: !160)
!312 = !DILocation(line: 61, column: 27, scope: !160)
!313 = !DILocation(line: 61, column: 39, scope: !160)
!314 = !DILocation(line: 61, column: 44, scope: !160)
!315 = !DILocation(line: 61, column: 19, scope: !160)
!316 = !DILocalVariable(name: "x", scope: !160, file: !2, line: 62, type: !82)
!317 = !DILocation(line: 62, column: 13, scope: !160)
!318 = !DILocation(line: 62, column: 32, scope: !160)
!319 = !DILocation(line: 62, column: 24, scope: !160)
!320 = !DILocation(line: 62, column: 38, scope: !160)
!321 = !DILocation(line: 62, column: 17, scope: !160)
!322 = !DILocalVariable(name: "y", scope: !160, file: !2, line: 63, type: !82)
!323 = !DILocation(line: 63, column: 13, scope: !160)
!324 = !DILocation(line: 63, column: 32, scope: !160)
!325 = !DILocation(line: 63, column: 24, scope: !160)
!326 = !DILocation(line: 63, column: 38, scope: !160)
!327 = !DILocation(line: 63, column: 17, scope: !160)
!328 = !DILocation(line: 64, column: 10, scope: !329)
!329 = distinct !DILexicalBlock(scope: !160, file: !2, line: 64, column: 9)
!330 = !DILocation(line: 64, column: 17, scope: !329)
!331 = !DILocation(line: 64, column: 21, scope: !329)
!332 = !DILocation(line: 64, column: 28, scope: !329)
!333 = !DILocation(line: 64, column: 32, scope: !329)
!334 = !DILocation(line: 64, column: 36, scope: !329)
!335 = !DILocation(line: 64, column: 40, scope: !329)
!336 = !DILocation(line: 64, column: 42, scope: !329)
!337 = !DILocation(line: 64, column: 46, scope: !329)
!338 = !DILocation(line: 64, column: 9, scope: !160)
!339 = !DILocation(line: 65, column: 46, scope: !329)
!340 = !DILocation(line: 65, column: 55, scope: !329)
!341 = !DILocation(line: 65, column: 16, scope: !329)
!342 = !DILocation(line: 65, column: 9, scope: !329)
!343 = !DILocation(line: 66, column: 21, scope: !344)
!344 = distinct !DILexicalBlock(scope: !160, file: !2, line: 66, column: 9)
!345 = !DILocation(line: 66, column: 24, scope: !344)
!346 = !DILocation(line: 66, column: 53, scope: !344)
!347 = !DILocation(line: 66, column: 45, scope: !344)
!348 = !DILocation(line: 66, column: 59, scope: !344)
!349 = !DILocation(line: 66, column: 10, scope: !344)
!350 = !DILocation(line: 66, column: 64, scope: !344)
!351 = !DILocation(line: 67, column: 21, scope: !344)
!352 = !DILocation(line: 67, column: 24, scope: !344)
!353 = !DILocation(line: 67, column: 53, scope: !344)
!354 = !DILocation(line: 67, column: 45, scope: !344)
!355 = !DILocation(line: 67, column: 10, scope: !344)
!356 = !DILocation(line: 67, column: 58, scope: !344)
!357 = !DILocation(line: 68, column: 21, scope: !344)
!358 = !DILocation(line: 68, column: 24, scope: !344)
!359 = !DILocation(line: 68, column: 53, scope: !344)
!360 = !DILocation(line: 68, column: 45, scope: !344)
!361 = !DILocation(line: 68, column: 10, scope: !344)
!362 = !DILocation(line: 68, column: 58, scope: !344)
!363 = !DILocation(line: 69, column: 21, scope: !344)
!364 = !DILocation(line: 69, column: 24, scope: !344)
!365 = !DILocation(line: 69, column: 51, scope: !344)
!366 = !DILocation(line: 69, column: 43, scope: !344)
!367 = !DILocation(line: 69, column: 10, scope: !344)
!368 = !DILocation(line: 69, column: 58, scope: !344)
!369 = !DILocation(line: 69, column: 67, scope: !344)
!370 = !DILocation(line: 69, column: 61, scope: !344)
!371 = !DILocation(line: 69, column: 70, scope: !344)
!372 = !DILocation(line: 66, column: 9, scope: !160)
!373 = !DILocation(line: 70, column: 58, scope: !344)
!374 = !DILocation(line: 70, column: 67, scope: !344)
!375 = !DILocation(line: 70, column: 16, scope: !344)
!376 = !DILocation(line: 70, column: 9, scope: !344)
!377 = !DILocation(line: 71, column: 12, scope: !160)
!378 = !DILocation(line: 71, column: 5, scope: !160)
!379 = !DILocation(line: 72, column: 9, scope: !380)
!380 = distinct !DILexicalBlock(scope: !160, file: !2, line: 72, column: 9)
!381 = !DILocation(line: 72, column: 19, scope: !380)
!382 = !DILocation(line: 72, column: 24, scope: !380)
!383 = !DILocation(line: 72, column: 27, scope: !380)
!384 = !DILocation(line: 72, column: 34, scope: !380)
!385 = !DILocation(line: 72, column: 44, scope: !380)
!386 = !DILocation(line: 72, column: 41, scope: !380)
!387 = !DILocation(line: 72, column: 9, scope: !160)
!388 = !DILocation(line: 73, column: 53, scope: !380)
!389 = !DILocation(line: 73, column: 16, scope: !380)
!390 = !DILocation(line: 73, column: 9, scope: !380)
!391 = !DILocalVariable(name: "i", scope: !392, file: !2, line: 74, type: !76)
!392 = distinct !DILexicalBlock(scope: !160, file: !2, line: 74, column: 5)
!393 = !DILocation(line: 74, column: 14, scope: !392)
!394 = !DILocation(line: 74, column: 10, scope: !392)
!395 = !DILocation(line: 74, column: 21, scope: !396)
!396 = distinct !DILexicalBlock(scope: !392, file: !2, line: 74, column: 5)
!397 = !DILocation(line: 74, column: 25, scope: !396)
!398 = !DILocation(line: 74, column: 23, scope: !396)
!399 = !DILocation(line: 74, column: 5, scope: !392)
!400 = !DILocation(line: 75, column: 13, scope: !401)
!401 = distinct !DILexicalBlock(scope: !396, file: !2, line: 75, column: 13)
!402 = !DILocation(line: 75, column: 20, scope: !401)
!403 = !DILocation(line: 75, column: 22, scope: !401)
!404 = !DILocation(line: 75, column: 29, scope: !401)
!405 = !DILocation(line: 75, column: 36, scope: !401)
!406 = !DILocation(line: 75, column: 27, scope: !401)
!407 = !DILocation(line: 75, column: 13, scope: !396)
!408 = !DILocation(line: 76, column: 55, scope: !401)
!409 = !DILocation(line: 76, column: 20, scope: !401)
!410 = !DILocation(line: 76, column: 13, scope: !401)
!411 = !DILocation(line: 75, column: 37, scope: !401)
!412 = !DILocation(line: 74, column: 33, scope: !396)
!413 = !DILocation(line: 74, column: 5, scope: !396)
!414 = distinct !{!414, !399, !415, !144}
!415 = !DILocation(line: 76, column: 68, scope: !392)
!416 = !DILocalVariable(name: "p", scope: !417, file: !2, line: 77, type: !76)
!417 = distinct !DILexicalBlock(scope: !160, file: !2, line: 77, column: 5)
!418 = !DILocation(line: 77, column: 14, scope: !417)
!419 = !DILocation(line: 77, column: 10, scope: !417)
!420 = !DILocation(line: 77, column: 21, scope: !421)
!421 = distinct !DILexicalBlock(scope: !417, file: !2, line: 77, column: 5)
!422 = !DILocation(line: 77, column: 25, scope: !421)
!423 = !DILocation(line: 77, column: 23, scope: !421)
!424 = !DILocation(line: 77, column: 5, scope: !417)
!425 = !DILocation(line: 78, column: 13, scope: !426)
!426 = distinct !DILexicalBlock(scope: !421, file: !2, line: 78, column: 13)
!427 = !DILocation(line: 78, column: 20, scope: !426)
!428 = !DILocation(line: 78, column: 23, scope: !426)
!429 = !DILocation(line: 78, column: 27, scope: !426)
!430 = !DILocation(line: 78, column: 30, scope: !426)
!431 = !DILocation(line: 78, column: 37, scope: !426)
!432 = !DILocation(line: 78, column: 43, scope: !426)
!433 = !DILocation(line: 78, column: 40, scope: !426)
!434 = !DILocation(line: 78, column: 13, scope: !421)
!435 = !DILocation(line: 79, column: 57, scope: !426)
!436 = !DILocation(line: 79, column: 20, scope: !426)
!437 = !DILocation(line: 79, column: 13, scope: !426)
!438 = !DILocation(line: 77, column: 31, scope: !421)
!439 = !DILocation(line: 77, column: 5, scope: !421)
!440 = distinct !{!440, !424, !441, !144}
!441 = !DILocation(line: 79, column: 70, scope: !417)
!442 = !DILocalVariable(name: "i", scope: !443, file: !2, line: 80, type: !76)
!443 = distinct !DILexicalBlock(scope: !160, file: !2, line: 80, column: 5)
!444 = !DILocation(line: 80, column: 14, scope: !443)
!445 = !DILocation(line: 80, column: 10, scope: !443)
!446 = !DILocation(line: 80, column: 21, scope: !447)
!447 = distinct !DILexicalBlock(scope: !443, file: !2, line: 80, column: 5)
!448 = !DILocation(line: 80, column: 25, scope: !447)
!449 = !DILocation(line: 80, column: 23, scope: !447)
!450 = !DILocation(line: 80, column: 5, scope: !443)
!451 = !DILocation(line: 81, column: 9, scope: !447)
!452 = !DILocation(line: 81, column: 11, scope: !447)
!453 = !DILocation(line: 81, column: 14, scope: !447)
!454 = !DILocation(line: 80, column: 33, scope: !447)
!455 = !DILocation(line: 80, column: 5, scope: !447)
!456 = distinct !{!456, !450, !457, !144}
!457 = !DILocation(line: 81, column: 16, scope: !443)
!458 = !DILocation(line: 83, column: 10, scope: !160)
!459 = !DILocation(line: 83, column: 17, scope: !160)
!460 = !DILocation(line: 83, column: 23, scope: !160)
!461 = !DILocation(line: 83, column: 31, scope: !160)
!462 = !DILocation(line: 83, column: 39, scope: !160)
!463 = !DILocation(line: 83, column: 44, scope: !160)
!464 = !DILocation(line: 83, column: 47, scope: !160)
!465 = !DILocation(line: 83, column: 5, scope: !160)
!466 = !DILocalVariable(name: "sum", scope: !160, file: !2, line: 85, type: !81)
!467 = !DILocation(line: 85, column: 12, scope: !160)
!468 = !DILocalVariable(name: "i", scope: !469, file: !2, line: 86, type: !76)
!469 = distinct !DILexicalBlock(scope: !160, file: !2, line: 86, column: 5)
!470 = !DILocation(line: 86, column: 14, scope: !469)
!471 = !DILocation(line: 86, column: 10, scope: !469)
!472 = !DILocation(line: 86, column: 21, scope: !473)
!473 = distinct !DILexicalBlock(scope: !469, file: !2, line: 86, column: 5)
!474 = !DILocation(line: 86, column: 25, scope: !473)
!475 = !DILocation(line: 86, column: 23, scope: !473)
!476 = !DILocation(line: 86, column: 5, scope: !469)
!477 = !DILocation(line: 87, column: 16, scope: !473)
!478 = !DILocation(line: 87, column: 18, scope: !473)
!479 = !DILocation(line: 87, column: 13, scope: !473)
!480 = !DILocation(line: 87, column: 9, scope: !473)
!481 = !DILocation(line: 86, column: 33, scope: !473)
!482 = !DILocation(line: 86, column: 5, scope: !473)
!483 = distinct !{!483, !476, !484, !144}
!484 = !DILocation(line: 87, column: 19, scope: !469)
!485 = !DILocation(line: 88, column: 32, scope: !160)
!486 = !DILocation(line: 88, column: 5, scope: !160)
!487 = !DILocation(line: 89, column: 10, scope: !160)
!488 = !DILocation(line: 89, column: 5, scope: !160)
!489 = !DILocation(line: 90, column: 10, scope: !160)
!490 = !DILocation(line: 90, column: 5, scope: !160)
!491 = !DILocation(line: 91, column: 10, scope: !160)
!492 = !DILocation(line: 91, column: 5, scope: !160)
!493 = !DILocation(line: 92, column: 10, scope: !160)
!494 = !DILocation(line: 92, column: 5, scope: !160)
!495 = !DILocation(line: 93, column: 10, scope: !160)
!496 = !DILocation(line: 93, column: 5, scope: !160)
!497 = !DILocation(line: 94, column: 5, scope: !160)
!498 = !DILocation(line: 95, column: 1, scope: !160)
!499 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 35, type: !500, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !59, retainedNodes: !83)
!500 = !DISubroutineType(types: !501)
!501 = !{!76, !502, !502, !179}
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !503, size: 64)
!503 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!504 = !DILocalVariable(name: "msg", arg: 1, scope: !499, file: !2, line: 35, type: !502)
!505 = !DILocation(line: 35, column: 29, scope: !499)
!506 = !DILocalVariable(name: "path", arg: 2, scope: !499, file: !2, line: 35, type: !502)
!507 = !DILocation(line: 35, column: 46, scope: !499)
!508 = !DILocalVariable(name: "f", arg: 3, scope: !499, file: !2, line: 35, type: !179)
!509 = !DILocation(line: 35, column: 58, scope: !499)
!510 = !DILocation(line: 37, column: 13, scope: !499)
!511 = !DILocation(line: 37, column: 40, scope: !499)
!512 = !DILocation(line: 37, column: 45, scope: !499)
!513 = !DILocation(line: 37, column: 5, scope: !499)
!514 = !DILocation(line: 38, column: 9, scope: !515)
!515 = distinct !DILexicalBlock(scope: !499, file: !2, line: 38, column: 9)
!516 = !DILocation(line: 38, column: 9, scope: !499)
!517 = !DILocation(line: 39, column: 16, scope: !515)
!518 = !DILocation(line: 39, column: 9, scope: !515)
!519 = !DILocation(line: 40, column: 5, scope: !499)
!520 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 30, type: !521, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !59, retainedNodes: !83)
!521 = !DISubroutineType(types: !522)
!522 = !{!76, !179, !229, !61, !61}
!523 = !DILocalVariable(name: "f", arg: 1, scope: !520, file: !2, line: 30, type: !179)
!524 = !DILocation(line: 30, column: 29, scope: !520)
!525 = !DILocalVariable(name: "buf", arg: 2, scope: !520, file: !2, line: 30, type: !229)
!526 = !DILocation(line: 30, column: 38, scope: !520)
!527 = !DILocalVariable(name: "size", arg: 3, scope: !520, file: !2, line: 30, type: !61)
!528 = !DILocation(line: 30, column: 50, scope: !520)
!529 = !DILocalVariable(name: "count", arg: 4, scope: !520, file: !2, line: 30, type: !61)
!530 = !DILocation(line: 30, column: 63, scope: !520)
!531 = !DILocation(line: 32, column: 18, scope: !520)
!532 = !DILocation(line: 32, column: 23, scope: !520)
!533 = !DILocation(line: 32, column: 29, scope: !520)
!534 = !DILocation(line: 32, column: 36, scope: !520)
!535 = !DILocation(line: 32, column: 12, scope: !520)
!536 = !DILocation(line: 32, column: 42, scope: !520)
!537 = !DILocation(line: 32, column: 39, scope: !520)
!538 = !DILocation(line: 32, column: 5, scope: !520)
